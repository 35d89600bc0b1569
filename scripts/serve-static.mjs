// Minimal static file server for built previews (Storybook) in the E2E run. Loopback only.
// Usage: node scripts/serve-static.mjs <dir> <port>
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const [dir = '.', port = '6006'] = process.argv.slice(2);
const root = resolve(dir);
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.csv': 'text/csv',
  // PGlite (the real server in Storybook) compiles its Postgres with WebAssembly streaming.
  '.wasm': 'application/wasm',
};

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  // A prefix check on the text alone lets `..%2f` reach a sibling folder named like root (`root-x/`).
  if (file !== root && !file.startsWith(root + sep)) return void res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
