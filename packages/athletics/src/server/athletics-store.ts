import type * as a from '../contracts.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL of SportsAndStudents. Every statement is scoped to the caller's Learn site ($1). */

export async function readAll(db: TenantDb): Promise<a.SportsAndStudents> {
  const [sports, students, details] = await Promise.all([
    db.query<{ id: string; name: string }>(
      'select sport_id as id, name from athletics_sports where platform = $1 order by name, sport_id',
    ),
    db.query<{ id: string; first: string; last: string; number: string }>(
      `select student_id as id, first_name as first, last_name as last, student_number as number
         from athletics_students where platform = $1 order by last_name, first_name, student_id`,
    ),
    db.query<{ sport: string; student: string }>(
      `select sport_id as sport, student_id as student from athletics_details
        where platform = $1 order by sport_id, student_id`,
    ),
  ]);
  return {
    sports: sports.map((s) => ({ Id: s.id, Name: s.name })),
    students: students.map((s) => ({ Id: s.id, FirstName: s.first, LastName: s.last, StudentNumber: s.number })),
    studentAthleticDetails: details.map((d) => ({ SportId: d.sport, StudentId: d.student })),
  };
}

/**
 * Replaces the site's data with `data` (call inside a transaction). The site's `athletics_loads` row is
 * written first: its row lock makes two loads of one site (two admins, two instances seeding at once)
 * run one after the other, so the second deletes what the first inserted instead of hitting its keys.
 */
export async function replaceAll(db: TenantDb, data: a.SportsAndStudents, loadedBy: string, at: Date): Promise<void> {
  await db.query(
    `insert into athletics_loads (platform, loaded_by, loaded_at) values ($1, $2, $3)
     on conflict (platform) do update set loaded_by = excluded.loaded_by, loaded_at = excluded.loaded_at`,
    [loadedBy, at.toISOString()],
  );
  await db.query('delete from athletics_details where platform = $1');
  await db.query('delete from athletics_students where platform = $1');
  await db.query('delete from athletics_sports where platform = $1');
  // One statement per table (unnest of arrays), not one per row: a 10,000-line file stays quick.
  await db.query(
    `insert into athletics_sports (platform, sport_id, name)
     select $1, * from unnest($2::text[], $3::text[])`,
    [data.sports.map((s) => s.Id), data.sports.map((s) => s.Name)],
  );
  await db.query(
    `insert into athletics_students (platform, student_id, first_name, last_name, student_number)
     select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      data.students.map((s) => s.Id),
      data.students.map((s) => s.FirstName),
      data.students.map((s) => s.LastName),
      data.students.map((s) => s.StudentNumber),
    ],
  );
  await db.query(
    `insert into athletics_details (platform, sport_id, student_id)
     select $1, * from unnest($2::text[], $3::text[])`,
    [data.studentAthleticDetails.map((d) => d.SportId), data.studentAthleticDetails.map((d) => d.StudentId)],
  );
}

/**
 * Claims the site's first load (inside the transaction that makes it): true for exactly one caller,
 * however many run at once. A concurrent claim waits for the first to commit and then finds its row.
 */
export async function claimFirstLoad(db: TenantDb, loadedBy: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into athletics_loads (platform, loaded_by, loaded_at) values ($1, $2, $3)
     on conflict (platform) do nothing returning 1`,
    [loadedBy, at.toISOString()],
  );
  return rows.length > 0;
}

/** Whether this site ever had a load (the demo seed fills only a site that never had one). */
export async function everLoaded(db: TenantDb): Promise<boolean> {
  const rows = await db.query('select 1 from athletics_loads where platform = $1');
  return rows.length > 0;
}
