// Migration 013: events are keyed by who owns their id (issue 21 §3). `scope` is 'server' for the
// events the server writes itself (late penalties, hurdle write-backs, Quick Enroll's enrolments)
// and the publisher's Learn user id for events published through POST /sendEvents, so an id a user
// publishes can never take the place of the server's event (or of another user's) as a duplicate.
// Rows written before: the server-owned types are the server's; the rest belong to their publisher.
export default /* sql */ `
alter table events add column scope text;
update events set scope = case when type in ('late-penalty.applied', 'hurdle.written-back') then 'server' else published_by end;
alter table events alter column scope set not null;
alter table events drop constraint events_pkey;
alter table events add primary key (platform, scope, id);
`;
