import * as v from 'valibot';

const ConfigSchema = v.object({
  allowedPlatformOrigins: v.array(v.string()),
  allowedBackendOrigins: v.array(v.string()),
  banner: v.optional(v.object({ text: v.string(), href: v.optional(v.string()) })),
});

export type ShellConfig = v.InferOutput<typeof ConfigSchema>;

/**
 * Reads the allow-lists from <meta name="course-tools-config">: baked in at build time and
 * rewritten by the server that serves the shell, so one build serves any deployment.
 * A broken config allows nothing (tokens are never sent to an unknown origin).
 */
export function readShellConfig(doc: Document = document): ShellConfig {
  const content = doc.querySelector('meta[name="course-tools-config"]')?.getAttribute('content') ?? '';
  try {
    const parsed = v.safeParse(ConfigSchema, JSON.parse(content));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through to the closed default
  }
  return { allowedPlatformOrigins: [], allowedBackendOrigins: [] };
}

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}
