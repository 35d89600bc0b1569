import { randomToken } from './tokens.ts';

/** The cookie of a browser signed in to the sandbox's Learn (set when a persona launches a tool). */
export const LEARN_SESSION_COOKIE = 'sandbox_learn_session';

/**
 * Learn's browser sessions, as far as the sandbox needs them: a user who launched a tool from the
 * launcher is signed in to "Learn" in that browser, so Learn's own file addresses
 * (`/bbcswebdav/xid-…`, linked from item bodies and the course assistant's citations) open for
 * them as in Learn. Never a way into the REST API, which takes bearer tokens only.
 */
export class LearnSessions {
  private readonly sessions = new Map<string, string>();

  start(userId: string): string {
    const id = randomToken(24);
    this.sessions.set(id, userId);
    return id;
  }

  get(id: string): string | undefined {
    return id ? this.sessions.get(id) : undefined;
  }
}
