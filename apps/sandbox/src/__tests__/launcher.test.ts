import { describe, expect, it } from 'vitest';
import { buildDirectLaunchUrl } from '../launcher/launch-links.ts';
import type { ToolInfo } from '../options.ts';
import { DEMO } from '../seed/demo.ts';
import { API, setup } from './helpers.ts';

const TOOLS: ToolInfo[] = [
  { route: 'ReportCard', title: 'Report Card', audience: ['student'], needsCourse: true },
  { route: 'LatePenaltyRulesAdmin', title: 'Late Penalty Rules', audience: ['admin'], needsCourse: false },
];

describe('launcher', () => {
  it('lists every tool with one launch per persona of its audience', async () => {
    const { app } = setup({ loadTools: async () => TOOLS });
    const html = await (await app.request('/')).text();
    expect(html).toContain('<h1>Learn sandbox launcher</h1>');
    expect(html).toContain('aria-label="Late Penalty Rules as admin (Sam Carter)"');
    expect(html).toContain('<label for="tool-ReportCard-student-course">student in course</label>');
    expect(html).toContain('<label for="tool-ReportCard-student2-course">student2 in course</label>');
    expect(html).not.toContain('tool-ReportCard-instructor');
    const adminLink = /href="([^"]+)" aria-label="Late Penalty Rules as admin/.exec(html)![1]!.replace(/&amp;/g, '&');
    const url = new URL(adminLink);
    expect(url.origin).toBe('http://localhost:4000');
    expect(url.searchParams.get('route')).toBe('LatePenaltyRulesAdmin');
    expect(url.searchParams.get('uuid')).toBe(DEMO.users.admin.uuid);
    expect(JSON.parse(atob(url.searchParams.get('state')!))).toEqual({
      locale: 'en_US',
      platformUrl: 'http://localhost:4010',
      backendUrl: 'http://localhost:4000',
      role: 'Administrator',
    });
    const me = await app.request(`${API}/v1/users/me?fields=id`, {
      headers: { Authorization: `Bearer ${url.searchParams.get('token')}` },
    });
    expect(await me.json()).toEqual({ id: DEMO.users.admin.id });
  });

  it('offers every persona of the table at least one tool, in the courses it belongs to', async () => {
    const tools: ToolInfo[] = [
      ...TOOLS,
      { route: 'CourseDetails', title: 'Course Details', audience: ['instructor'], needsCourse: true },
      { route: 'MyCourses', title: 'My Courses', audience: ['anyone'], needsCourse: false },
    ];
    const { app, state } = setup({ loadTools: async () => tools });
    const html = await (await app.request('/')).text();
    for (const persona of Object.keys(state.store.data.personas)) {
      const offered = html.includes(`as ${persona} (`) || html.includes(`for="tool-CourseDetails-${persona}-course"`);
      expect(offered, persona).toBe(true);
    }
    const options = (persona: string) =>
      [
        ...(
          new RegExp(`<select id="tool-CourseDetails-${persona}-course" name="course">(.*?)</select>`).exec(
            html,
          )?.[1] ?? ''
        ).matchAll(/<option value="[^"]+">([^<]+)<\/option>/g),
      ].map((m) => m[1]);
    expect(options('instructor2')).toEqual(['CHEM201 Organic Chemistry I', 'ENG220 Creative Writing Workshop']);
    expect(options('instructor3')).toEqual([expect.stringMatching(/^BIO101/), expect.stringMatching(/^HIST110/)]);
  });

  it('launches course tools through /launch with the chosen course', async () => {
    const { app } = setup({ loadTools: async () => TOOLS });
    const res = await app.request(`/launch?route=ReportCard&persona=student&course=${DEMO.courses.chem201.id}`);
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('Location')!);
    expect(url.searchParams.get('courseUuid')).toBe(DEMO.courses.chem201.uuid);
    expect(JSON.parse(atob(url.searchParams.get('state')!)).role).toBe('Student');
    expect((await app.request('/launch?route=ReportCard')).status).toBe(400);
  });

  it('explains when the tool list cannot be loaded', async () => {
    const { app } = setup({
      loadTools: async () => {
        throw new Error('Could not reach http://localhost:4000/tools.json (ECONNREFUSED).');
      },
    });
    const html = await (await app.request('/launcher')).text();
    expect(html).toContain(
      'role="alert">The tool list is unavailable: Could not reach http://localhost:4000/tools.json (ECONNREFUSED).',
    );
  });

  it('builds one link per call with a fresh token', () => {
    const { state } = setup();
    const a = new URL(buildDirectLaunchUrl(state, { route: 'MyCourses', persona: 'student' }));
    const b = new URL(buildDirectLaunchUrl(state, { route: 'MyCourses', persona: 'student' }));
    expect(a.searchParams.get('token')).not.toBe(b.searchParams.get('token'));
    expect(a.searchParams.has('courseUuid')).toBe(false);
  });
});

describe('launcher line items', () => {
  it('gives the grade sender a lineItemUrl backed by an AGS line item column, once per course', async () => {
    const { app, call } = setup();
    const launchOnce = async () => {
      const res = await app.request(`/launch?route=LTIAssignment&persona=instructor&course=${DEMO.courses.bio101.id}`);
      return JSON.parse(atob(new URL(res.headers.get('Location')!).searchParams.get('state')!)).lineItemUrl as string;
    };
    const first = await launchOnce();
    expect(first).toMatch(
      new RegExp(`^http://127.0.0.1:4010/lti/ags/courses/${DEMO.courses.bio101.id}/lineitems/_\\d+_1$`),
    );
    expect(await launchOnce()).toBe(first);
    const columnId = first.split('/').pop();
    const col = await call(
      'instructor',
      `v2/courses/${DEMO.courses.bio101.id}/gradebook/columns/${columnId}?fields=name,score`,
    );
    expect(col.json).toEqual({ name: 'LTIAssignment', score: { possible: 100 } });
  });
});

describe('launcher roles', () => {
  const ROLE_TOOLS: ToolInfo[] = [
    { route: 'ProjectDeliverablesTable', title: 'Deliverables', audience: ['instructor'], needsCourse: false },
    {
      route: 'ProjectDeliverablesTable',
      title: 'Deliverables in a course',
      audience: ['instructor'],
      needsCourse: true,
    },
  ];

  it('offers one link per role of the tool, whose state names that role', async () => {
    const { app } = setup({ loadTools: async () => ROLE_TOOLS });
    const html = await (await app.request('/')).text();
    const labels = [...html.matchAll(/aria-label="(Deliverables, role [^"]+ as instructor \()/g)].map((m) => m[1]);
    expect(labels).toEqual(['ADMIN', 'TPM', 'BA', 'TC'].map((r) => `Deliverables, role ${r}, as instructor (`));
    const ba = /href="([^"]+)" aria-label="Deliverables, role BA,/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(JSON.parse(atob(new URL(ba).searchParams.get('state')!)).role).toBe('BA');
    // The link without a role keeps the course role as the hint.
    const plain = /href="([^"]+)" aria-label="Deliverables as instructor/.exec(html)![1]!.replace(/&amp;/g, '&');
    expect(JSON.parse(atob(new URL(plain).searchParams.get('state')!)).role).toBe('Instructor');
    // Course tools pick the role in their form.
    expect(html).toContain('<label for="tool-ProjectDeliverablesTable-instructor-role">role</label>');
    const res = await app.request(
      `/launch?route=ProjectDeliverablesTable&persona=instructor&course=${DEMO.courses.bio101.id}&role=TC`,
    );
    expect(JSON.parse(atob(new URL(res.headers.get('Location')!).searchParams.get('state')!)).role).toBe('TC');
    const none = await app.request(
      `/launch?route=ProjectDeliverablesTable&persona=instructor&course=${DEMO.courses.bio101.id}&role=`,
    );
    expect(JSON.parse(atob(new URL(none.headers.get('Location')!).searchParams.get('state')!)).role).toBe('Instructor');
  });
});
