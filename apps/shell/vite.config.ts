import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// Defaults for local development: the sandbox (fake Learn) on 4010, the server on 4000.
const defaultConfig = {
  allowedPlatformOrigins: ['http://localhost:4010', 'http://127.0.0.1:4010'],
  allowedBackendOrigins: ['http://localhost:4000', 'http://127.0.0.1:4000'],
};

/** `npm run dev`: the launcher reads /tools.json; serve the manifest scripts/dev.mjs wrote to dist/. */
const devToolsManifest: Plugin = {
  name: 'course-tools-dev-manifest',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/tools.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(readFileSync(new URL('./dist/tools.json', import.meta.url)));
    });
  },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  process.env.VITE_COURSE_TOOLS_CONFIG ??=
    env.VITE_COURSE_TOOLS_CONFIG ?? JSON.stringify(defaultConfig).replace(/"/g, '&quot;');
  return {
    plugins: [react(), devToolsManifest],
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
    server: { port: 5173 },
  };
});
