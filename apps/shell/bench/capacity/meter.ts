import type { World } from './world.ts';

/** The sandbox's request log names the 3-legged sign-in's two Learn endpoints by these routes. */
const AUTHORIZE = 'GET /learn/api/public/v1/oauth2/authorizationcode';
const TOKEN = 'POST /learn/api/public/v1/oauth2/token';

/** The Learn calls of one use of a tool (a launch and what its screen does), from the sandbox's log. */
export interface Run {
  tool: string;
  /** Every Learn REST call, sign-in included. */
  calls: number;
  /** The sign-in: Learn's authorization page and the token endpoint (code exchange or refresh). */
  signIn: number;
  /** Token endpoint calls alone (code exchanges and refreshes). */
  tokenExchanges: number;
  /** Calls our server made besides the token endpoint (identity and role checks, the assistant's reads). */
  server: number;
  /** Every call by Learn route ('GET /learn/api/public/v1/users/{userId}'), whoever sent it. */
  byRoute: Record<string, number>;
}

/**
 * Counts by difference: the simulator runs one thing at a time, so the sandbox's request log
 * (every `/learn/*` request, whoever sent it) grows only by what that run did.
 */
export class Meter {
  readonly runs: Run[] = [];

  constructor(private readonly world: World) {}

  async measure<T>(tool: string, run: () => Promise<T>): Promise<T> {
    const log = this.world.sandbox.state.requestLog;
    const before = { total: log.total, authorize: log.count(AUTHORIZE), token: log.count(TOKEN) };
    const routesBefore = { ...log.byRoute };
    const serverBefore = this.world.serverLearnCalls();
    const result = await run();
    const tokenExchanges = log.count(TOKEN) - before.token;
    this.runs.push({
      tool,
      calls: log.total - before.total,
      signIn: log.count(AUTHORIZE) - before.authorize + tokenExchanges,
      tokenExchanges,
      // The server calls the token endpoint (the browser only loads the authorization page).
      server: this.world.serverLearnCalls() - serverBefore - tokenExchanges,
      byRoute: Object.fromEntries(
        Object.entries(log.byRoute).flatMap(([route, n]) =>
          n > (routesBefore[route] ?? 0) ? [[route, n - (routesBefore[route] ?? 0)]] : [],
        ),
      ),
    });
    return result;
  }

  of(tool: string): Run[] {
    return this.runs.filter((r) => r.tool === tool);
  }
}
