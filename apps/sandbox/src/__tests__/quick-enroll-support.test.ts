import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

/** What Quick Enroll needs of the sandbox: user search and the Instructional Designer course role. */
describe('Quick Enroll support', () => {
  it('searches users by family name (contains, any case) for admins only', async () => {
    const { call } = setup();
    const found = await call('admin', 'v1/users?name.family=ELL&fields=id,name.family');
    expect(found.status).toBe(200);
    expect(found.json.results).toEqual([{ id: DEMO.users.instructor.id, name: { family: 'Ellis' } }]);
    expect((await call('instructor', 'v1/users?name.family=Ellis')).status).toBe(403);
    expect((await call(null, 'v1/users')).status).toBe(401);
  });

  it('enrols in the InstructionalDesigner course role and refuses unknown roles', async () => {
    const { call } = setup();
    const path = `v1/courses/${DEMO.courses.eng220.id}/users/${DEMO.users.instructor.id}`;
    const put = await call('admin', path, { method: 'PUT', body: { courseRoleId: 'InstructionalDesigner' } });
    expect(put.status).toBe(201);
    expect(put.json.courseRoleId).toBe('InstructionalDesigner');
    const other = `v1/courses/${DEMO.courses.eng220.id}/users/${DEMO.users.student.id}`;
    expect((await call('admin', other, { method: 'PUT', body: { courseRoleId: 'Dean' } })).status).toBe(400);
  });
});
