import type * as lp from '../contracts.ts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '@tools/server-core/db/keyset.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** A snapshot whose penalty is new or changed, with the revision it now has (migration 012). */
export interface ChangedSnapshot {
  item: lp.PenaltySnapshot;
  revision: number;
}

/**
 * Stores what 'Update late penalties' applied; one row per course, assignment and student. The
 * revision grows when points or the override flag change. Returns the rows whose penalty is new
 * (and more than nothing) or changed: what `late-penalty.applied` events are published for.
 * One statement for the whole batch (a row per statement took seconds for a few hundred rows); a
 * student's assignment sent twice counts once, as its last entry.
 */
export async function saveSnapshots(db: TenantDb, body: lp.SnapshotsBody): Promise<ChangedSnapshot[]> {
  const last = new Map<string, lp.PenaltySnapshot>();
  for (const s of body.Items) last.set(`${s.ContentItemId}\n${s.UserId}`, s);
  const items = [...last.values()];
  if (items.length === 0) return [];
  const column = <T>(pick: (s: lp.PenaltySnapshot) => T) => items.map(pick);
  const rows = await db.query<{ content_item_id: string; user_id: string; revision: number; previous: number | null }>(
    `with input as (
       select * from unnest($5::text[], $6::text[], $7::double precision[], $8::boolean[], $9::text[], $10::text[],
         $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
         as i(content_item_id, user_id, points, overridden, rule_code, rule_label, assignment_title, first_name,
              last_name, attempt_date, explanation)),
     previous as (
       select s.content_item_id, s.user_id, s.revision from late_penalty_snapshots s
       join input i using (content_item_id, user_id)
       where s.platform = $1 and s.course_id = $2),
     saved as (
       insert into late_penalty_snapshots (platform, course_id, content_item_id, user_id, points, overridden, rule_code,
         rule_label, assignment_title, first_name, last_name, course_code, course_name, term_id, term_name, attempt_date,
         explanation, updated_at)
       select $1, $2, content_item_id, user_id, points, overridden, rule_code, rule_label, assignment_title, first_name,
         last_name, $3, $4, $16, $17, attempt_date, explanation, now()
       from input
       on conflict (platform, course_id, content_item_id, user_id) do update set points = excluded.points,
         overridden = excluded.overridden, rule_code = excluded.rule_code, rule_label = excluded.rule_label,
         assignment_title = excluded.assignment_title, first_name = excluded.first_name, last_name = excluded.last_name,
         course_code = excluded.course_code, course_name = excluded.course_name, term_id = excluded.term_id,
         term_name = excluded.term_name, attempt_date = excluded.attempt_date, explanation = excluded.explanation,
         updated_at = now(),
         revision = late_penalty_snapshots.revision
           + case when (late_penalty_snapshots.points, late_penalty_snapshots.overridden)
                       is distinct from (excluded.points, excluded.overridden) then 1 else 0 end
       returning content_item_id, user_id, revision)
     select saved.content_item_id, saved.user_id, saved.revision, previous.revision as previous
     from saved left join previous using (content_item_id, user_id)`,
    [
      body.CourseId,
      body.CourseCode,
      body.CourseName,
      column((s) => s.ContentItemId),
      column((s) => s.UserId),
      column((s) => s.Points),
      column((s) => s.Overridden),
      column((s) => s.RuleCode),
      column((s) => s.RuleLabel),
      column((s) => s.AssignmentTitle),
      column((s) => s.FirstName),
      column((s) => s.LastName),
      column((s) => s.AttemptDate ?? null),
      column((s) => s.Explanation),
      body.TermId,
      body.TermName,
    ],
  );
  const byKey = new Map(rows.map((r) => [`${r.content_item_id}\n${r.user_id}`, r]));
  const changed: ChangedSnapshot[] = [];
  for (const s of items) {
    const row = byKey.get(`${s.ContentItemId}\n${s.UserId}`);
    const revision = Number(row?.revision);
    const previous = row?.previous === null || row?.previous === undefined ? null : Number(row.previous);
    const isNew = previous === null && (s.Points > 0 || s.Overridden);
    if (isNew || (previous !== null && revision !== previous)) changed.push({ item: s, revision });
  }
  return changed;
}

interface ViewRow {
  course_id: string;
  course_code: string;
  course_name: string;
  term_id: string;
  term_name: string;
  user_id: string;
  first_name: string;
  last_name: string;
  content_item_id: string;
  assignment_title: string;
  rule_code: string;
  rule_label: string;
  points: number;
  overridden: boolean;
}
const ViewKey = v.tuple([keyText, keyText, keyText]);

/**
 * The cross-course penalty view (spec 002 §3 "Penalty view row"), optionally one course / one
 * student. Zero penalties are stored (so a later run can lower a penalty to 0) but not listed.
 */
export async function listPenalties(
  db: TenantDb,
  opts: { courseId: string | null; userId: string | null; limit: number; nextKey: string | undefined },
): Promise<lp.PenaltyViewPage> {
  const after = decodeKey(ViewKey, opts.nextKey);
  const rows = await db.query<ViewRow>(
    `select course_id, course_code, course_name, term_id, term_name, user_id, first_name, last_name, content_item_id,
            assignment_title, rule_code, rule_label, points, overridden
     from late_penalty_snapshots
     where platform = $1 and (points > 0 or overridden)
       and ($2::text is null or course_id = $2) and ($3::text is null or user_id = $3)
       and ($4::text is null or (course_id, content_item_id, user_id) > ($4, $5, $6))
     order by course_id, content_item_id, user_id limit $7`,
    [opts.courseId, opts.userId, after?.[0] ?? null, after?.[1] ?? '', after?.[2] ?? '', opts.limit + 1],
  );
  const page = pageOf(rows, opts.limit, (r) => [r.course_id, r.content_item_id, r.user_id]);
  return {
    items: page.rows.map((r) => ({
      courseId: r.course_id,
      courseCode: r.course_code,
      courseName: r.course_name,
      termId: r.term_id,
      termName: r.term_name,
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      contentItemId: r.content_item_id,
      assignmentTitle: r.assignment_title,
      ruleCode: r.rule_code,
      ruleLabel: r.rule_label,
      points: Number(r.points),
      overridden: Boolean(r.overridden),
    })),
    nextKey: page.nextKey,
  };
}
