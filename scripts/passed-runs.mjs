// A second `npm test` with nothing changed replays what already passed instead of running it again (issue 23 §2),
// the way turbo replays cached lint and typecheck. The key is the whole working tree as git sees it (every tracked
// and new file's path and content, ignored files left out) and the Node version (test-all adds the browser's version
// for E2E), so any change anywhere re-runs the stage: coarse, never stale. Only a run that passed is kept, in
// node_modules/.cache (a fresh clone, as CI's, has none and runs everything).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const CACHE = `${root}node_modules/.cache/passed-runs/`;

/** The working tree's key (and the Node version's); `dir`: another git working tree (tests). */
export function treeKey(dir = root) {
  const hash = createHash('sha256');
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: dir })
    .toString()
    .split('\0')
    .filter(Boolean)
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    // A file git lists but the tree lacks (deleted, not yet staged) hashes as missing.
    hash.update(existsSync(join(dir, file)) ? readFileSync(join(dir, file)) : 'missing');
    hash.update('\0');
  }
  hash.update(process.version);
  return hash.digest('hex');
}

/** The report a passing run of `stage` left for this key, or null. */
export function passedReport(stage, key) {
  const file = `${CACHE}${stage}-${key}.json`;
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Keeps a passing run's report (`reportPath`, relative to the root) for this key. */
export function keepPassed(stage, key, reportPath) {
  const report = `${root}${reportPath}`;
  if (!existsSync(report)) return;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(`${CACHE}${stage}-${key}.json`, readFileSync(report));
}
