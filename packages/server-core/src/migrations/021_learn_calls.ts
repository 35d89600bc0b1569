// Migration 021 (issue 26 §5): the Learn calls our server makes, per Learn site, day and tool, and Learn's own
// figures of what is left (src/learn-calls/).
export default /* sql */ `
-- A count, not a log: one row per Learn site, UTC day and tool (the server module whose route or job made the
-- calls; 'core' for launches, identity and the shared course cache). Added to at the end of each request.
create table learn_calls (
  platform text not null,
  day date not null,
  tool text not null,
  calls integer not null,
  primary key (platform, day, tool)
);

-- What Learn last said of the application's daily allowance on that site (X-Rate-Limit-* on its answers).
create table learn_allowance (
  platform text primary key,
  ceiling integer not null,
  remaining integer not null,
  resets_at timestamptz,
  seen_at timestamptz not null
);
`;
