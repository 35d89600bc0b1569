// Writes dist/tools.json: the built tools' metadata, read by the sandbox launcher, the server
// and the bundle report (so none of them has to import React code to know which tools exist).
import { writeFileSync } from 'node:fs';
import { screenModule } from '@tools/launch';
import { toolRoutes } from '../src/registry.ts';

const manifest = await Promise.all(
  toolRoutes.map(async ({ route, title, audience, needsCourse, texts }) => ({
    route,
    // The page title in en_US: the launcher's name for the tool.
    title: (await texts()).en_US[title] ?? route,
    audience,
    needsCourse,
    // The screen module by the folder convention (<route-kebab>/<route-kebab>-screen.tsx).
    screen: screenModule(route),
  })),
);
writeFileSync(new URL('../dist/tools.json', import.meta.url), JSON.stringify(manifest, null, 2) + '\n');
console.log(`tools.json: ${manifest.length} tools`);
