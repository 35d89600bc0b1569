/** Why a launch was refused; each reason has a message the user (or their admin) can act on. */
export const LTI_REASONS = {
  platform_error: 'Learn reported an error for this launch',
  missing_parameter: 'The launch request is missing a required parameter',
  unknown_platform: 'This platform is not registered with the tool',
  state_mismatch: 'The launch state is unknown, expired or already used (state mismatch)',
  bad_signature: 'The id_token signature is not valid',
  unknown_kid: 'The id_token is signed with a key the platform does not publish (unknown kid)',
  wrong_issuer: 'The id_token was issued by a different platform (wrong iss)',
  wrong_audience: 'The id_token is meant for a different tool (wrong aud/azp)',
  expired: 'The id_token has expired or is not valid yet',
  replayed_nonce: 'The id_token was already used (replayed nonce)',
  nonce_mismatch: 'The id_token nonce does not match the login',
  unknown_deployment: 'The deployment is not registered with the tool',
  invalid_token: 'The id_token is malformed or misses required claims',
  missing_claim: 'The id_token misses a required claim',
  platform_not_allowed: 'The Learn site of this launch is not allowed',
  oauth_failed: 'Could not obtain a Learn session for this launch',
  user_mismatch: 'The Learn user who signed in is not the user the platform launched',
} as const;
export type LtiReason = keyof typeof LTI_REASONS;

export class LtiError extends Error {
  override name = 'LtiError';
  constructor(
    readonly reason: LtiReason,
    readonly detail?: string,
    readonly status: 400 | 401 | 403 | 502 = 400,
  ) {
    super(detail ? `${LTI_REASONS[reason]}: ${detail}` : LTI_REASONS[reason]);
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The page a refused launch shows inside the Learn frame. */
export function ltiErrorPage(error: LtiError, requestId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Launch failed</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
main{border-left:4px solid #b00020;padding-left:1rem}code{background:#f2f2f2;padding:0 .25rem}</style></head>
<body><main role="alert" aria-labelledby="title">
<h1 id="title">The tool could not be launched</h1>
<p>${escapeHtml(error.message)}.</p>
<p>Please open the tool again from your course. If this keeps happening, give your administrator this reference: <code>${escapeHtml(error.reason)}</code> / <code>${escapeHtml(requestId)}</code>.</p>
</main></body></html>`;
}
