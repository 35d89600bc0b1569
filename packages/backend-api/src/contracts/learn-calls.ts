import * as v from 'valibot';

/**
 * GET /learn-calls (issue 26 §5): the Learn calls our server made today (UTC) on the caller's Learn site, by tool,
 * and what Learn last said of the application's daily allowance there. Learn system administrators only.
 */
export const ToolCalls = v.object({ tool: v.string(), calls: v.number() });
export type ToolCalls = v.InferOutput<typeof ToolCalls>;

export const LearnCalls = v.object({
  /** The UTC day counted (YYYY-MM-DD). */
  day: v.string(),
  /** Largest first; `core` is launches, identity checks and the shared course cache. */
  tools: v.array(ToolCalls),
  total: v.number(),
  /** Learn's X-Rate-Limit-* figures as last seen by the server; null when Learn has not sent them. */
  allowance: v.nullable(
    v.object({
      ceiling: v.number(),
      remaining: v.number(),
      /** ISO; null when Learn did not say. */
      resetsAt: v.nullable(v.string()),
      seenAt: v.string(),
    }),
  ),
});
export type LearnCalls = v.InferOutput<typeof LearnCalls>;
