import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/**
 * SportsAndStudents on the real app with the Learn sandbox: who may read and load (the
 * configured institution role, ATHLETICS_ADMIN by default, which the demo admin has), the CSV
 * load with its per-line report, and the two-site rule.
 */
const SITES = ['https://learn.test', 'https://other-learn.test'];
const HEADER = 'SportId,SportName,StudentId,FirstName,LastName,StudentNumber';
const CSV = `${HEADER}\nSOC,Soccer,A1,Ava,Thompson,S1\nSOC,Soccer,A2,Liam,Patel,S2\nBBL,Basketball,A2,Liam,Patel,S2\n`;

let db: Db;
let app: ReturnType<typeof sandboxApp>;
beforeAll(async () => {
  db = (await sharedDb()).db;
  app = sandboxApp(db, SITES);
  // An ID_USER who is not an admin: Prof. Osei gets ID_USER on the first site (the matrix's column).
  const osei = app.sandboxes.get(SITES[0]!)!.state.store.userById(DEMO.users.instructor2.id)!;
  osei.institutionRoleIds = [...osei.institutionRoleIds, 'ID_USER'];
});
beforeEach(async () => {
  await db.exec('truncate athletics_sports, athletics_students, athletics_details, athletics_loads');
});

type Who = SandboxPersona | null;
// No token, student, instructor, ID_USER (instructor2 with ID_USER), admin.
const WHO: Who[] = [null, 'student', 'instructor', 'instructor2', 'admin'];

describe('authorization matrix', () => {
  it.each([
    ['GET', undefined, [401, 403, 403, 403, 200]],
    ['PUT', { csv: CSV }, [401, 403, 403, 403, 200]],
  ] as const)('%s /sportsAndStudents', async (method, body, expected) => {
    const got = [];
    for (const who of WHO) got.push((await app.call(who, method, '/sportsAndStudents', body)).status);
    expect(got).toEqual(expected);
  });

  it('refuses with the role named', async () => {
    const res = await app.call('instructor', 'GET', '/sportsAndStudents');
    expect(await res.json()).toEqual({ message: 'This action needs the institution role ATHLETICS_ADMIN.' });
  });

  it('follows ATHLETICS_INSTITUTION_ROLE', async () => {
    const custom = sandboxApp(db, SITES, { ATHLETICS_INSTITUTION_ROLE: 'FACULTY' });
    expect((await custom.call('instructor', 'GET', '/sportsAndStudents')).status).toBe(200);
    expect((await custom.call('admin', 'GET', '/sportsAndStudents')).status).toBe(403);
  });
});

describe('CSV load', () => {
  it('stores the spec shape and answers it', async () => {
    const res = await app.call('admin', 'PUT', '/sportsAndStudents', { csv: CSV });
    expect(await res.json()).toEqual({ replaced: true, accepted: 3, rejected: [], sports: 2, students: 2 });
    const data = await (await app.call('admin', 'GET', '/sportsAndStudents')).json();
    expect(data).toEqual({
      sports: [
        { Id: 'BBL', Name: 'Basketball' },
        { Id: 'SOC', Name: 'Soccer' },
      ],
      students: [
        { Id: 'A2', FirstName: 'Liam', LastName: 'Patel', StudentNumber: 'S2' },
        { Id: 'A1', FirstName: 'Ava', LastName: 'Thompson', StudentNumber: 'S1' },
      ],
      studentAthleticDetails: [
        { SportId: 'BBL', StudentId: 'A2' },
        { SportId: 'SOC', StudentId: 'A1' },
        { SportId: 'SOC', StudentId: 'A2' },
      ],
    });
  });

  it('replaces the previous load and reports rejected lines', async () => {
    await app.call('admin', 'PUT', '/sportsAndStudents', { csv: CSV });
    const res = await app.call('admin', 'PUT', '/sportsAndStudents', {
      csv: `${HEADER}\nSWM,Swimming,A3,Mia,Kowalski,S3\nSWM,Swimming,,Noah,Garcia,S4\n`,
    });
    expect(await res.json()).toEqual({
      replaced: true,
      accepted: 1,
      rejected: [{ line: 3, reason: 'Missing StudentId.' }],
      sports: 1,
      students: 1,
    });
    const data = await (await app.call('admin', 'GET', '/sportsAndStudents')).json();
    expect(data.sports).toEqual([{ Id: 'SWM', Name: 'Swimming' }]);
  });

  it('keeps the stored data when no line is accepted, and refuses a bad header', async () => {
    await app.call('admin', 'PUT', '/sportsAndStudents', { csv: CSV });
    const none = await app.call('admin', 'PUT', '/sportsAndStudents', { csv: `${HEADER}\n,,,,,\nX,,,,,\n` });
    expect(await none.json()).toEqual({
      replaced: false,
      accepted: 0,
      rejected: [{ line: 3, reason: 'Missing SportName, StudentId, FirstName, LastName, StudentNumber.' }],
      sports: 0,
      students: 0,
    });
    const bad = await app.call('admin', 'PUT', '/sportsAndStudents', { csv: 'Sport,Student\nSOC,A1' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^The header misses SportId, SportName, StudentId/);
    const data = await (await app.call('admin', 'GET', '/sportsAndStudents')).json();
    expect(data.sports).toHaveLength(2);
  });

  it('keeps each Learn site apart', async () => {
    await app.call('admin', 'PUT', '/sportsAndStudents', { csv: CSV });
    const other = await app.call('admin', 'GET', '/sportsAndStudents', undefined, SITES[1]);
    expect(await other.json()).toEqual({ sports: [], students: [], studentAthleticDetails: [] });
  });
});

describe('demo seed (sandbox mode)', () => {
  it('fills the sandbox site once, and never a site that had a load', async () => {
    const { loadConfig } = await import('@tools/server-core/config.ts');
    const { seedAthleticsDemo } = await import('../demo-seed.ts');
    const config = loadConfig({ SANDBOX_URL: 'https://learn.test', NODE_ENV: 'test' });
    expect(await seedAthleticsDemo(db, config, new Date())).toBe(true);
    expect(await seedAthleticsDemo(db, config, new Date())).toBe(false);
    const data = await (await app.call('admin', 'GET', '/sportsAndStudents')).json();
    expect(data.sports.map((s: { Name: string }) => s.Name)).toEqual([
      'Basketball',
      'Soccer',
      'Swimming',
      'Track and Field',
    ]);
    const real = loadConfig({
      NODE_ENV: 'test',
      ALLOWED_PLATFORM_ORIGINS: 'https://learn.test',
      LTI_PLATFORMS: JSON.stringify([
        {
          issuer: 'https://blackboard.com',
          clientId: 'x',
          authEndpoint: 'https://a.test/a',
          tokenEndpoint: 'https://a.test/t',
          jwksEndpoint: 'https://a.test/j',
          deploymentIds: ['d'],
          restKey: 'k',
          restSecret: 's',
        },
      ]),
    });
    expect(await seedAthleticsDemo(db, real, new Date())).toBe(false);
  });
});
