import { randomToken } from './tokens.ts';

/** What a signed file URL gives access to: one attachment of one content item. */
export interface FileGrant {
  courseId: string;
  contentId: string;
  attachmentId: string;
  expiresAt: number;
}

/** Learn's signed file URLs work for a few minutes; long enough for a slow client to follow. */
export const FILE_LINK_LIFETIME_MS = 5 * 60_000;

/**
 * The signed URLs behind Learn's attachment download (302 -> `/bbcswebdav/xid-…?sig=…`). Like
 * Learn's, they need no bearer token and may be fetched again until they expire.
 */
export class FileLinks {
  private readonly grants = new Map<string, FileGrant>();

  constructor(private readonly clock: () => number) {}

  issue(grant: Omit<FileGrant, 'expiresAt'>): string {
    const now = this.clock();
    for (const [sig, g] of this.grants) if (g.expiresAt <= now) this.grants.delete(sig);
    const sig = randomToken(24);
    this.grants.set(sig, { ...grant, expiresAt: now + FILE_LINK_LIFETIME_MS });
    return sig;
  }

  lookup(sig: string): FileGrant | undefined {
    const grant = this.grants.get(sig);
    return grant && grant.expiresAt > this.clock() ? grant : undefined;
  }
}
