/** Bearer tokens the sandbox has issued. Values are random (Web Crypto) and never logged. */
export interface TokenGrant {
  /** The user the token acts for; null for an application (client_credentials) token. */
  userId: string | null;
  clientId: string;
  scope: string;
  expiresAt: number;
}

export const TOKEN_LIFETIME_SECONDS = 3600;

export function randomToken(bytes = 24): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class TokenStore {
  private readonly grants = new Map<string, TokenGrant>();

  constructor(private readonly clock: () => number) {}

  issue(grant: Omit<TokenGrant, 'expiresAt'>, options: { token?: string; lifetimeSeconds?: number } = {}): string {
    const token = options.token ?? randomToken();
    this.grants.set(token, {
      ...grant,
      expiresAt: this.clock() + (options.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS) * 1000,
    });
    return token;
  }

  /** The grant for a live token; expired tokens are forgotten. */
  lookup(token: string): TokenGrant | undefined {
    const grant = this.grants.get(token);
    if (!grant) return undefined;
    if (grant.expiresAt <= this.clock()) {
      this.grants.delete(token);
      return undefined;
    }
    return grant;
  }

  revoke(token: string): void {
    this.grants.delete(token);
  }

  /** Forgets every token issued so far (a restart, a key rotation that invalidates them). */
  revokeAll(): void {
    this.grants.clear();
  }
}
