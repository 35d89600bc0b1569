// Before `storybook dev`/`build`: an empty, migrated database for the real server that stories
// with `backend` run in the page (story-backend.ts of @tools/testing loads it). Starting from it skips
// Postgres's initdb in WebAssembly (about 10 s per page); newer migrations still apply on start.
import { writeFile } from 'node:fs/promises';
import { migratedDatabaseSnapshot } from '@tools/server/embedded';

const target = new URL('../public/server-db.tar.gz', import.meta.url);
const snapshot = await migratedDatabaseSnapshot();
await writeFile(target, new Uint8Array(await snapshot.arrayBuffer()));
console.log(`server database snapshot: ${target.pathname} (${Math.round(snapshot.size / 1024)} KiB)`);
