import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { format, serverMessages } from '../messages.ts';
import type { AppEnv } from './env.ts';

export const KiB = 1024;
export const MiB = 1024 * KiB;
/**
 * A route not in the table below (none today: `__tests__/body-limits.test.ts` fails when a route
 * with a body is missing from it): small, so a forgotten route cannot take a large body.
 */
export const DEFAULT_BODY_LIMIT = 64 * KiB;

/**
 * Every route that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3: a limit far above it lets any user make the server hold that much per request). "Contract
 * bound": the largest JSON the route's contract accepts, every string at its maximum length in
 * 3-byte UTF-8 characters (`__tests__/json-bound.ts` computes it and the test checks each limit
 * against it). Where a contract accepts more than any screen or platform sends, the limit is the
 * largest real body and the reason says so. The table is documented in apps/server/README.md.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  // LTI form posts: the OIDC login initiation (a few parameters) and the id_token (Learn's are ~3 kB,
  // a platform with many custom claims ~20 kB).
  'POST /lti/login': 64 * KiB,
  'POST /lti/launch': 64 * KiB,
  // A launch code (at most 200 characters): contract bound 0.6 kB.
  'POST /lti/session': 4 * KiB,
  // Ten items of a 64-character id and a 255-character title: 8.4 kB.
  'POST /lti/deep-link': 16 * KiB,
  // A 2,048-character line-item URL and three short fields: contract bound 7.6 kB.
  'POST /lti/grades': 8 * KiB,
  // Late penalties. A rule catalogue of 1,000 rules: contract bound 1.1 MB (bulk: plus 1,000 renames
  // and 1,000 deletes, 1.7 MB).
  'POST /late-penalty-rules': 1280 * KiB,
  'POST /late-penalty-rules/bulk': 2 * MiB,
  'DELETE /late-penalty-rules': 4 * KiB,
  'DELETE /late-penalty-rules/all': 4 * KiB,
  // Up to 1,000 of a course's assignments with their rule (the screen sends empty Overrides and
  // Penalties maps; those are written through the override routes): 1.1 MB at most.
  'POST /late-penalty-associations': 2 * MiB,
  'DELETE /late-penalty-associations': 4 * KiB,
  'DELETE /late-penalty-associations/course': 4 * KiB,
  'POST /late-penalty-overrides': 4 * KiB,
  'DELETE /late-penalty-overrides': 4 * KiB,
  // The screen sends a course's snapshots in requests of at most MAX_SNAPSHOT_ITEMS (2,000) items:
  // a typical one is ~0.8 MB; contract bound 11.8 MB (every text at its maximum, the submission time
  // and the 500-character explanation a student is shown included).
  'POST /late-penalty-snapshots': 12 * MiB,
  // Undo of a deletion (a course id and a restore id) and a course's default rule: contract bound 0.6 kB.
  'POST /late-penalty-associations/restore': 4 * KiB,
  'PUT /late-penalty-course-default': 4 * KiB,
  // Grade Hurdle. One course's rules (10 sub-rules, 7 mapping rows) and the performance score ids of
  // its students: a 20,000-student course at ~30 bytes per `"userId":"gradeId"` pair is 0.6 MB.
  'PATCH /grade-hurdle-associations': 1 * MiB,
  'PUT /grade-hurdle-associations': 4 * KiB,
  // 1,000 courses of a status each: contract bound 0.4 MB.
  'POST /grade-hurdle-associations': 384 * KiB,
  'DELETE /grade-hurdle-associations': 4 * KiB,
  // A run's write-backs in requests of at most 1,000 students: contract bound 3.4 MB; undone: 0.3 MB.
  'POST /grade-hurdle-writebacks': 3584 * KiB,
  'POST /grade-hurdle-writebacks/undone': 320 * KiB,
  // The course assistant: a prompt of at most 4,000 characters: contract bound 12.5 kB.
  'POST /chat': 14 * KiB,
  'POST /chat/reindex': 7 * KiB,
  // Course staff's list of planted text: a course id and paging: contract bound 6.4 kB.
  'POST /chat/flagged': 7 * KiB,
  // Bulk-run leases: a kind, a course or category id, a run id: contract bound 0.9 kB.
  'POST /bulk-runs/leases': 4 * KiB,
  'POST /bulk-runs/leases/renew': 4 * KiB,
  'DELETE /bulk-runs/leases': 4 * KiB,
  // Deliverables. One row: the spec's 39 columns, Notes at its 10,000-character maximum and the
  // other cells at 100 characters (43 kB; the contract would take 200 columns of 10,000 characters,
  // which no screen sends).
  'PATCH /deliverables': 256 * KiB,
  'PUT /deliverables': 256 * KiB,
  'DELETE /deliverables': 256 * KiB,
  // The rows on the tracker's screen for the save URL: a row of the demo portfolio is ~470 bytes as
  // JSON cells, so 4 MB holds ~8,900 of them (it was 16 MB: four at once took 330 MB of memory).
  'POST /deliverables/snapshot': 4 * MiB,
  // Athletics: a CSV of at most 900,000 characters: contract bound 2.6 MB.
  'PUT /sportsAndStudents': 2816 * KiB,
  // Quick Enroll's PUT has its parameters in the query: no body.
  'PUT /memberships': 4 * KiB,
  // Events: 500 events of at most 50 data values; a real event (a penalty, an enrolment) is ~0.5 kB,
  // so 500 of them are 0.25 MB; handled: 500 ids of 200 characters, contract bound 0.3 MB.
  'POST /sendEvents': 1 * MiB,
  'POST /handleEvents': 320 * KiB,
  // Reminders: a course id and a column id: contract bound 0.6 kB.
  'POST /sendMessage': 4 * KiB,
  'POST /sendNotification': 4 * KiB,
  'POST /sendMessage/preview': 4 * KiB,
  'POST /sendNotification/preview': 4 * KiB,
};

/** `4 KB`, `1.3 MB`: the limit as the 413 message states it. */
export const sizeText = (bytes: number) =>
  bytes >= MiB ? `${Number((bytes / MiB).toFixed(2))} MB` : `${Number((bytes / KiB).toFixed(1))} KB`;

/**
 * One body limit in front of every route, before any handler or parser runs: a declared
 * Content-Length over the limit is refused without reading a byte, and a streamed body is
 * refused as soon as it passes the limit. `Connection: close` so the server does not drain the
 * rest of an oversized upload.
 */
export const bodyLimits = (limits: Readonly<Record<string, number>> = ROUTE_BODY_LIMITS) => {
  const byLimit = new Map<number, ReturnType<typeof bodyLimit>>();
  const middlewareFor = (maxSize: number) => {
    let middleware = byLimit.get(maxSize);
    if (!middleware) {
      middleware = bodyLimit({
        maxSize,
        onError: (c) => {
          c.header('Connection', 'close');
          return c.json({ message: format(serverMessages.bodyTooLarge, { limit: sizeText(maxSize) }) }, 413);
        },
      });
      byLimit.set(maxSize, middleware);
    }
    return middleware;
  };
  return createMiddleware<AppEnv>((c, next) => {
    // GET and HEAD carry no body (fetch refuses one). Asking for it anyway would make
    // @hono/node-server build a full Request per read, a large share of a small read's cost.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxSize = limits[`${c.req.method} ${c.req.path}`] ?? DEFAULT_BODY_LIMIT;
    return middlewareFor(maxSize)(c, next);
  });
};
