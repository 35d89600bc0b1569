import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { react, ui } from '../index.js';
import { ROOT } from '../boundaries.js';

const DIRECT = `export const a = () => localStorage.getItem('x');
export const b = () => window.sessionStorage.getItem('x');
export const c = (win: Window) => win.localStorage;
export const { sessionStorage: d } = window;
`;

/** The storage-rule messages ESLint gives `code` as the file `file` of package `pkg`. */
async function storageProblems(config, pkg, file, code = DIRECT) {
  const eslint = new ESLint({ cwd: path.join(ROOT, pkg), overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, pkg, file) });
  return result.messages.filter((m) => m.message.includes('webStorage')).map((m) => `${m.line}:${m.ruleId}`);
}

describe('web storage only through webStorage() of @tools/ui', () => {
  it('refuses the globals and the properties, however reached, in a tool', async () => {
    expect(await storageProblems(react, 'packages/chat', 'src/course-chat-widget/x.ts')).toEqual([
      '1:no-restricted-globals',
      '2:no-restricted-properties',
      '3:no-restricted-properties',
      '4:no-restricted-properties',
    ]);
  });

  it('refuses them in the shell entry and in ui outside the helper', async () => {
    expect(await storageProblems(react, 'apps/shell', 'src/main.tsx')).toHaveLength(4);
    expect(await storageProblems(ui, 'packages/ui', 'src/tabs.tsx')).toHaveLength(4);
  });

  it('lets the helper itself and tests use them', async () => {
    const helper = `export const area = (win: Window) => win.sessionStorage ?? win.localStorage;\n`;
    expect(await storageProblems(ui, 'packages/ui', 'src/web-storage.ts', helper)).toEqual([]);
    expect(await storageProblems(react, 'packages/chat', 'src/course-chat-widget/__tests__/x.test.ts')).toEqual([]);
    expect(await storageProblems(react, 'packages/chat', 'e2e/x.spec.ts')).toEqual([]);
  });
});
