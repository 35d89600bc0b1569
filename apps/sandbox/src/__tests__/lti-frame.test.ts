import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

describe('GET /lti/launch/frame', () => {
  it('frames the LTI launch start of the same route, persona and course, like a Learn course page', async () => {
    const sb = setup();
    const res = await sb.app.request(
      `/lti/launch/frame?route=LTIAssignment&persona=instructor&course=${DEMO.courses.bio101.id}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>BIO101 Introduction to Biology: LTIAssignment</h1>');
    expect(html).toContain(
      `<iframe title="LTIAssignment (LTI tool)" src="/lti/launch/start?route=LTIAssignment&amp;persona=instructor&amp;course=${DEMO.courses.bio101.id}"`,
    );
  });

  it('needs a route and a persona', async () => {
    const res = await setup().app.request('/lti/launch/frame?route=MyCourses');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('route and persona are required.');
  });

  it('escapes what it echoes', async () => {
    const html = await (await setup().app.request('/lti/launch/frame?route=%3Cscript%3E&persona=student')).text();
    expect(html).not.toContain('<script>');
  });
});
