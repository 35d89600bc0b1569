import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { treeKey } from '../passed-runs.mjs';

// README line 2 replays a stage only for the very tree that passed it: any file that changes, appears or goes
// changes the key; what git ignores (reports, builds, caches) does not.
const dir = mkdtempSync(join(tmpdir(), 'passed-runs-'));
const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('treeKey', () => {
  git('init', '-q');
  writeFileSync(join(dir, '.gitignore'), 'test-results\n');
  writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\n');
  git('add', '.');

  it('is the same for the same tree, and changes with any file', () => {
    const first = treeKey(dir);
    expect(treeKey(dir)).toBe(first);
    writeFileSync(join(dir, 'a.ts'), 'export const a = 2;\n');
    const edited = treeKey(dir);
    expect(edited).not.toBe(first);
    writeFileSync(join(dir, 'b.ts'), 'export const b = 1;\n'); // new, not yet added
    const added = treeKey(dir);
    expect(added).not.toBe(edited);
    unlinkSync(join(dir, 'b.ts'));
    expect(treeKey(dir)).toBe(edited);
  });

  it('leaves out what git ignores (a run writes its reports there)', () => {
    const before = treeKey(dir);
    execFileSync('mkdir', ['-p', join(dir, 'test-results')]);
    writeFileSync(join(dir, 'test-results/vitest.json'), '{}');
    expect(treeKey(dir)).toBe(before);
  });
});
