import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { addResponseHeaders } from './response-headers.ts';

/** Who may receive what from our pages. */
export interface CspOrigins {
  /** Learn sites the shell calls from the browser with the user's token (connect-src). */
  learnOrigins: readonly string[];
  /**
   * Every origin a platform page may frame us from or a deep-link response may be posted to
   * (frame-ancestors, form-action): the Learn sites plus the registered LTI platforms, whose
   * origin need not be a Learn origin.
   */
  platformOrigins: readonly string[];
}

/**
 * Headers for everything we serve. The tool lives in the platform's iframe, so framing is
 * allowed for the configured platforms only (CSP frame-ancestors; no X-Frame-Options, which
 * cannot express that). The shell calls Learn from the browser and form-posts deep links back,
 * hence Learn in connect-src and the platforms (plus a page's own deep-link return origin,
 * `extra`) in form-action.
 */
export function contentSecurityPolicy(origins: CspOrigins, extra: readonly string[] = []): string {
  const learn = origins.learnOrigins.join(' ');
  const platforms = [...new Set([...origins.platformOrigins, ...extra])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${learn}`,
    `form-action 'self' ${platforms}`,
    `frame-ancestors 'self' ${platforms}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders = (origins: CspOrigins) => {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const extra = c.get('cspExtraOrigins');
    addResponseHeaders(
      c,
      extra?.length ? { ...headers, 'Content-Security-Policy': contentSecurityPolicy(origins, extra) } : headers,
    );
  });
};
