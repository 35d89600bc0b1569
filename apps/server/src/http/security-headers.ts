import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { addResponseHeaders } from './response-headers.ts';

/**
 * Headers for everything we serve. The tool lives in the platform's iframe, so framing is
 * allowed for the configured platforms only (CSP frame-ancestors; no X-Frame-Options, which
 * cannot express that). The shell calls Learn from the browser and form-posts deep links back,
 * hence the platforms in connect-src and form-action.
 */
export function contentSecurityPolicy(platformOrigins: readonly string[]): string {
  const platforms = platformOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${platforms}`,
    `form-action 'self' ${platforms}`,
    `frame-ancestors 'self' ${platforms}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders = (platformOrigins: readonly string[]) => {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': contentSecurityPolicy(platformOrigins),
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    addResponseHeaders(c, headers);
  });
};
