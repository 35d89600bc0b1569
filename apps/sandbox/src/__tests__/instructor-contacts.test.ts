import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

const bio = DEMO.courses.bio101.id;

describe('course contacts: students list their course instructors', () => {
  it('answers role=Instructor to an enrolled student with basics plus email and mobile phone', async () => {
    const { call } = setup();
    const res = await call('student', `v1/courses/${bio}/users?role=Instructor&expand=user`);
    expect(res.status).toBe(200);
    const results = (res.json as { results: { userId: string; courseRoleId: string; user: Record<string, unknown> }[] })
      .results;
    expect(results.map((m) => [m.userId, m.courseRoleId])).toEqual([[DEMO.users.instructor.id, 'Instructor']]);
    const user = results[0]!.user;
    expect(user.name).toMatchObject({ given: 'Margaret', family: 'Ellis' });
    expect(user.contact).toMatchObject({ mobilePhone: '5550201111', email: expect.stringContaining('@') });
    expect(Object.keys(user).sort()).toEqual(['contact', 'id', 'name', 'systemRoleIds', 'userName', 'uuid']);
  });

  it('still refuses other listings to students, and instructor listings to non-members', async () => {
    const { call } = setup();
    expect((await call('student', `v1/courses/${bio}/users?role=Student`)).status).toBe(403);
    expect((await call('student', `v1/courses/${DEMO.courses.cs105.id}/users?role=Instructor`)).status).not.toBe(200);
  });
});
