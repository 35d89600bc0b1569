// The one ESLint run of `npm test`: every workspace package's own eslint.config.js, each scoped to its folder, in
// one process (one import resolver, one no-cycle graph, one cache), instead of one `eslint .` per package that
// walked the shared packages' import graph again each time. A package's own config stays the rule for its files,
// so `cd <package> && npx eslint .` answers the same.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const SOURCE_FILES = '**/*.{js,mjs,cjs,ts,tsx,mts,cts}';

const packageDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  existsSync(path.join(root, group))
    ? readdirSync(path.join(root, group), { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(root, group, d.name, 'eslint.config.js')))
        .map((d) => `${group}/${d.name}`)
    : [],
);

const prefix = (dir) => (glob) => (glob.startsWith('!') ? `!${dir}/${glob.slice(1)}` : `${dir}/${glob}`);

/** A config object whose only key (besides a name) is `ignores` ignores files for the whole run it is in. */
const isGlobalIgnore = (entry) => Object.keys(entry).every((key) => key === 'ignores' || key === 'name');

/** The package's entries, their globs made relative to the repository root and limited to the package. */
function scoped(dir, entries) {
  const inDir = prefix(dir);
  return entries.map((entry) => {
    const out = { ...entry };
    if (entry.ignores) out.ignores = entry.ignores.map(inDir);
    if (isGlobalIgnore(entry)) return out;
    out.files = entry.files
      ? entry.files.map((glob) => (Array.isArray(glob) ? glob.map(inDir) : inDir(glob)))
      : [inDir(SOURCE_FILES)];
    return out;
  });
}

const configs = await Promise.all(
  packageDirs.map(async (dir) => {
    const config = (await import(pathToFileURL(path.join(root, dir, 'eslint.config.js')).href)).default;
    return scoped(dir, await config);
  }),
);

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.turbo/**'] },
  ...configs.flat(),
];
