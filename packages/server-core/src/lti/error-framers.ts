import { decodeJwt } from 'jose';
import { findRegistrations } from './context.ts';
import type { LtiServices } from './context.ts';
import { registrationOrigins } from './registrations.ts';

/**
 * The origins that may frame an LTI step's error page: those of the dynamically registered platform
 * the request names (LTI_PLATFORMS ones are in every page's CSP already, see registeredPlatformOrigins).
 * The name is only looked up, never trusted: an unknown issuer adds nothing, and a registered platform
 * may frame our pages anyway once its launch is validated (deepLinkFormOrigins).
 */
export async function registeredFramers(
  s: Pick<LtiServices, 'config' | 'db'>,
  issuer: string | undefined,
  clientId: string | undefined,
): Promise<string[]> {
  if (!issuer) return [];
  const registrations = await findRegistrations(s, issuer, clientId || undefined);
  return [...new Set(registrations.filter((r) => r.source === 'database').flatMap(registrationOrigins))];
}

/** The issuer an id_token claims, unverified (only to find its registrations; see above). */
export function unverifiedIssuer(idToken: string | undefined): string | undefined {
  if (!idToken) return undefined;
  try {
    const { iss } = decodeJwt(idToken);
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}
