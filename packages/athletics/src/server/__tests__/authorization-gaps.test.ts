import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/harness.ts';
import { keptToken } from '@tools/server-core/test/kept-token.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';

/**
 * A row of the SportsAndStudents authorization matrix that athletics.test.ts does not show: a
 * load and a read (athletes' personal data) ask Learn again, so ATHLETICS_ADMIN revoked in Learn
 * stops both at once even though the caller's identity (with the role) was proven a moment ago.
 */
const HEADER = 'SportId,SportName,StudentId,FirstName,LastName,StudentNumber';

describe('PUT /sportsAndStudents after ATHLETICS_ADMIN is revoked in Learn', () => {
  let app: ReturnType<typeof sandboxApp>;
  let db: Awaited<ReturnType<typeof sharedDb>>['db'];
  beforeAll(async () => {
    ({ db } = await sharedDb());
    await db.exec('truncate athletics_sports, athletics_students, athletics_details, athletics_loads');
    app = sandboxApp(db);
  });

  it('is refused with 403 and the stored data stays', async () => {
    const admin = keptToken(app, 'admin');
    const first = await admin.send('PUT', '/sportsAndStudents', { csv: `${HEADER}\nSOC,Soccer,A1,Ava,Thompson,S1\n` });
    expect(first.status).toBe(200);
    admin.revoke('ATHLETICS_ADMIN');
    const res = await admin.send('PUT', '/sportsAndStudents', { csv: `${HEADER}\nBBL,Basketball,A2,Liam,Patel,S2\n` });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This action needs the institution role ATHLETICS_ADMIN.' });
    expect((await admin.send('GET', '/sportsAndStudents')).status).toBe(403);
    // The first load is what is stored.
    expect(await db.query('select sport_id, name from athletics_sports')).toEqual([
      { sport_id: 'SOC', name: 'Soccer' },
    ]);
  });
});
