import { randomToken } from './tokens.ts';

/** Authorization codes and one-time session tokens of the 3-legged OAuth flow. */
export interface CodeGrant {
  userId: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge?: string;
  expiresAt: number;
}

const CODE_LIFETIME_MS = 10 * 60_000;

export class OAuthCodes {
  private readonly codes = new Map<string, CodeGrant>();
  private readonly sessions = new Map<string, { userId: string; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, { userId: string; clientId: string; scope: string }>();
  /**
   * Test hook: how the token response names the user (`user_id`). Learn sends the uuid; `'id'` (the primary
   * id) and `'none'` let a tool's tests cover the answers it must not trust blindly.
   */
  tokenUserId: 'uuid' | 'id' | 'none' = 'uuid';

  constructor(private readonly clock: () => number) {}

  issueCode(grant: Omit<CodeGrant, 'expiresAt'>): string {
    const code = randomToken(16);
    this.codes.set(code, { ...grant, expiresAt: this.clock() + CODE_LIFETIME_MS });
    return code;
  }

  /** Codes are single use. */
  redeemCode(code: string): CodeGrant | undefined {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    return grant && grant.expiresAt > this.clock() ? grant : undefined;
  }

  /** What Learn hands an LTI tool so the OAuth page knows the user without cookies. */
  issueSessionToken(userId: string): string {
    const token = randomToken(16);
    this.sessions.set(token, { userId, expiresAt: this.clock() + CODE_LIFETIME_MS });
    return token;
  }

  redeemSessionToken(token: string): string | undefined {
    const session = this.sessions.get(token);
    this.sessions.delete(token);
    return session && session.expiresAt > this.clock() ? session.userId : undefined;
  }

  issueRefreshToken(userId: string, clientId: string, scope: string): string {
    const token = randomToken();
    this.refreshTokens.set(token, { userId, clientId, scope });
    return token;
  }

  redeemRefreshToken(token: string) {
    const grant = this.refreshTokens.get(token);
    this.refreshTokens.delete(token);
    return grant;
  }
}
