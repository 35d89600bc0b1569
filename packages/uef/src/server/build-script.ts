import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import type { UefScript } from './routes.ts';

/**
 * Bundles uef_base.js from its TypeScript entry in @tools/uef (one self-contained IIFE, no
 * imports) and names it by content hash. Node only: main.ts runs it once at start and hands the
 * result to createApp, which stays Web-API only.
 */
export async function buildUefScript(): Promise<UefScript> {
  const entry = createRequire(import.meta.url).resolve('@tools/uef/uef-base-script');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const source = result.outputFiles[0]!.text;
  return { source, version: createHash('sha256').update(source).digest('hex').slice(0, 16) };
}
