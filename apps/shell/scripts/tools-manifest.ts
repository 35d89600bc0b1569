// Writes dist/tools.json: the built tools' metadata, read by the sandbox launcher and the
// server (so neither has to import React code to know which tools exist).
import { writeFileSync } from 'node:fs';
import { toolRoutes } from '../src/registry.ts';

const manifest = toolRoutes.map(({ route, title, audience, needsCourse }) => ({ route, title, audience, needsCourse }));
writeFileSync(new URL('../dist/tools.json', import.meta.url), JSON.stringify(manifest, null, 2) + '\n');
console.log(`tools.json: ${manifest.length} tools`);
