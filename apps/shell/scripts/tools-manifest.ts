// Writes dist/tools.json: the built tools' metadata, read by the sandbox launcher, the server
// and the bundle report (so none of them has to import React code to know which tools exist).
import { writeFileSync } from 'node:fs';
import { toolRoutes } from '../src/registry.ts';

/** The screen module a route lazy-loads, e.g. 'show-user-info/show-user-info-screen.tsx'. */
function screenModule(load: () => unknown): string | null {
  return /import\(\s*["'`]\.\/([^"'`]+)["'`]/.exec(load.toString())?.[1] ?? null;
}

const manifest = toolRoutes.map(({ route, title, audience, needsCourse, load }) => ({
  route,
  title,
  audience,
  needsCourse,
  screen: screenModule(load),
}));
writeFileSync(new URL('../dist/tools.json', import.meta.url), JSON.stringify(manifest, null, 2) + '\n');
console.log(`tools.json: ${manifest.length} tools`);
