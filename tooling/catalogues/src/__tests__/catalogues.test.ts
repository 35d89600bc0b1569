import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cataloguesOf, shapeProblems } from '../catalogues.ts';
import { occursInSpec, readSpecLines } from '../spec-texts.ts';

// Every messages module of every package and app (packages/launch/src/messages.ts defines the
// helpers and holds no texts). New tools are picked up without a line here.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/*/src/**/messages*.ts',
    '../../../../apps/*/src/**/messages*.ts',
    '!../../../../packages/launch/src/messages.ts',
    '!**/__tests__/**',
  ],
  { eager: true },
);
const files = Object.entries(modules).map(([path, exports]) => ({ file: path.replace(/^(\.\.\/)+/, ''), exports }));
const specLines = readSpecLines(fileURLToPath(new URL('../../../../../shared/spec', import.meta.url)));

describe('message catalogues', () => {
  it('finds the spec and the messages modules', () => {
    expect(specLines.length).toBeGreaterThan(100);
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['packages/assignments/src/messages.ts', 'packages/server-core/src/messages.ts']),
    );
  });

  it.each(files)('$file puts every text in a spec or ours section', ({ file, exports }) => {
    expect(shapeProblems(file, exports)).toEqual([]);
  });

  it.each(files)('$file: every spec text occurs word for word in ../shared/spec', ({ file, exports }) => {
    const missing = cataloguesOf(file, exports).flatMap(({ where, spec }) =>
      Object.entries(spec)
        .filter(([, text]) => !occursInSpec(text, specLines))
        .map(([key, text]) => `${where}.spec.${key}: ${JSON.stringify(text)}`),
    );
    expect(missing).toEqual([]);
  });
});
