// `npm run check:graph`: the workspace packages' dependency graph (dependencies and devDependencies, as pnpm and
// turbo see it) must not gain a loop. Prints every strongly connected component; fails when a package outside
// KNOWN_LOOP takes part in a loop. Issue 23 removed the last one: the list is empty and stays so.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/**
 * Packages allowed on a loop: none since issue 23 (a feature's tests start the core with its own server module,
 * not the whole server). Kept as the one place to name a loop that must be tolerated for a while, with why.
 */
const KNOWN_LOOP = new Set([]);

function workspacePackages() {
  const found = new Map();
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const dir of readdirSync(join(root, group))) {
      const file = join(root, group, dir, 'package.json');
      if (!existsSync(file)) continue;
      const json = JSON.parse(readFileSync(file, 'utf8'));
      found.set(json.name, { ...json.dependencies, ...json.devDependencies });
    }
  }
  const graph = new Map();
  for (const [name, deps] of found)
    graph.set(
      name,
      Object.keys(deps).filter((d) => found.has(d) && d !== name),
    );
  return graph;
}

/** Tarjan's strongly connected components with more than one package. */
function loops(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) result.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return result;
}

const found = loops(workspacePackages());
const inLoops = found.flat();
const added = inLoops.filter((p) => !KNOWN_LOOP.has(p));
const left = [...KNOWN_LOOP].filter((p) => !inLoops.includes(p));
for (const component of found) console.log(`loop of ${component.length} packages: ${component.join(', ')}`);
if (left.length) console.log(`no longer on a loop (remove from KNOWN_LOOP): ${left.join(', ')}`);
if (added.length) {
  console.error(`New package loop: ${added.join(', ')} now depend(s) on something that depends on them back.`);
  process.exit(1);
}
console.log(found.length ? 'No new package loop (the known one: see KNOWN_LOOP).' : 'No package loop.');
