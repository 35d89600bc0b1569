import { base64ToUtf8, utf8ToBase64 } from '../lib/bytes.ts';
import { CLAIM, type LaunchClaims } from './claims.ts';

const LOCALES = ['en_US', 'en_AU'];

/** LTI `launch_presentation.locale` (`en-AU`, `en_AU`, `en`) -> a shell locale; en_US otherwise. */
export function localeOf(claims: LaunchClaims): string {
  const raw = claims[CLAIM.launchPresentation]?.locale?.replace('-', '_') ?? '';
  return LOCALES.find((l) => l.toLowerCase() === raw.toLowerCase()) ?? 'en_US';
}

const ROLE_NAMES: [RegExp, string][] = [
  [/membership#Instructor$/, 'Instructor'],
  [/membership\/Instructor#TeachingAssistant$/, 'TeachingAssistant'],
  [/membership#ContentDeveloper$/, 'CourseBuilder'],
  [/membership#Learner$/, 'Student'],
  [/membership#Mentor$/, 'Guest'],
];

/** A role name a placement may set: a word, e.g. `BA` (not an unresolved `$Substitution`). */
const CUSTOM_ROLE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/**
 * The launch's role hint for the shell (`state.role`): the placement's custom parameter `role`
 * when it names one (the deliverables tracker's ADMIN, TPM, BA or TC), otherwise the most
 * privileged course role among the LTI roles, as a Learn role name. Display hint only: it picks
 * a view, and no server rule reads it (the server asks Learn who the caller is).
 */
export function roleOf(claims: LaunchClaims): string | null {
  const custom = claims[CLAIM.custom].role;
  if (typeof custom === 'string' && CUSTOM_ROLE.test(custom.trim())) return custom.trim();
  const roles = claims[CLAIM.roles];
  for (const [pattern, name] of ROLE_NAMES) if (roles.some((r) => pattern.test(r))) return name;
  return null;
}

/** Custom parameter `route` picks the tool; a deep-linking launch opens the deployer. */
export function routeOf(claims: LaunchClaims): string {
  const custom = claims[CLAIM.custom].route;
  if (typeof custom === 'string' && custom.trim()) return custom.trim();
  return claims[CLAIM.messageType] === 'LtiDeepLinkingRequest' ? 'DeepLinkTool' : 'MyCourses';
}

/** base64 JSON like the shell's `encodeState` (standard alphabet). */
export function encodeShellState(state: Record<string, unknown>): string {
  return utf8ToBase64(JSON.stringify(state));
}

export function decodeShellState(raw: string): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(base64ToUtf8(raw));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
