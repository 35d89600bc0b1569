// Migration 003: every late-penalty row belongs to one Learn site (Learn ids repeat across sites),
// and penalty rules carry a version for optimistic concurrency. Kept as a TypeScript string so the
// server core also runs in a browser (Storybook) and jsdom.
//
// Existing rows get the platform that `migrate()` puts in the transaction-local setting
// `course_tools.default_platform` (config: the only allowed platform origin, or
// MIGRATION_DEFAULT_PLATFORM). With rows to migrate and no such setting the migration stops
// with a message that says what to do; nothing is half-migrated (one transaction).
export default /* sql */ `
do $$
declare
  fallback text := nullif(current_setting('course_tools.default_platform', true), '');
  pending bigint;
begin
  select (select count(*) from late_penalty_rules) + (select count(*) from late_penalty_associations)
       + (select count(*) from late_penalty_overrides) + (select count(*) from late_penalty_snapshots)
    into pending;
  if pending > 0 and fallback is null then
    raise exception 'Existing late-penalty data has no Learn site yet. Start the server once with a single ALLOWED_PLATFORM_ORIGINS, or with MIGRATION_DEFAULT_PLATFORM set to the Learn origin the data belongs to.';
  end if;
end $$;

alter table late_penalty_rules add column platform text;
alter table late_penalty_associations add column platform text;
alter table late_penalty_overrides add column platform text;
alter table late_penalty_snapshots add column platform text;
update late_penalty_rules set platform = current_setting('course_tools.default_platform', true);
update late_penalty_associations set platform = current_setting('course_tools.default_platform', true);
update late_penalty_overrides set platform = current_setting('course_tools.default_platform', true);
update late_penalty_snapshots set platform = current_setting('course_tools.default_platform', true);
alter table late_penalty_rules alter column platform set not null;
alter table late_penalty_associations alter column platform set not null;
alter table late_penalty_overrides alter column platform set not null;
alter table late_penalty_snapshots alter column platform set not null;

alter table late_penalty_rules drop constraint late_penalty_rules_pkey, add primary key (platform, code);
alter table late_penalty_rules add column version integer not null default 1;
alter table late_penalty_associations drop constraint late_penalty_associations_pkey,
  add primary key (platform, course_id, content_item_id);
alter table late_penalty_overrides drop constraint late_penalty_overrides_pkey,
  add primary key (platform, course_id, content_item_id, user_id);
alter table late_penalty_snapshots drop constraint late_penalty_snapshots_pkey,
  add primary key (platform, course_id, content_item_id, user_id);

drop index if exists late_penalty_associations_rule;
create index late_penalty_associations_rule on late_penalty_associations (platform, rule_code);
drop index if exists late_penalty_snapshots_user;
create index late_penalty_snapshots_user on late_penalty_snapshots (platform, course_id, user_id);
`;
