import { describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo.ts';
import { setup } from '../../__tests__/helpers.ts';

describe('GET /ultra/frame', () => {
  it('launches the UEF loader as the persona in a hidden frame and loads the Ultra side script', async () => {
    const sb = setup({ shellUrl: 'https://tools.example.edu' });
    const res = await sb.app.request('/ultra/frame?persona=instructor');
    expect(res.status).toBe(200);
    const html = await res.text();
    const src = html.match(
      /<iframe id="ultra-integration" hidden title="Course Tools integration \(hidden\)" src="([^"]+)"/,
    )?.[1];
    const launch = new URL(src!.replace(/&amp;/g, '&'));
    expect(launch.origin).toBe('https://tools.example.edu');
    expect(launch.searchParams.get('route')).toBe('UEFBase');
    expect(launch.searchParams.get('uuid')).toBe(DEMO.users.instructor.uuid);
    expect(html).toContain('"integrationOrigin":"https://tools.example.edu"');
    expect(html).toContain('<script src="/ultra/uef-host.js"></script>');
    expect(html).toContain('<nav aria-label="Base navigation">');
    expect(html).toContain(`data-course-id="${DEMO.courses.bio101.id}"`);
  });

  it('names an unknown persona', async () => {
    const res = await setup().app.request('/ultra/frame?persona=%3Cscript%3E');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Unknown persona &#39;&lt;script&gt;&#39;.');
  });

  it('accepts only a live token Learn issued to the frame user', async () => {
    const sb = setup();
    const authorize = async (persona: string, token: string) => {
      const res = await sb.app.request(`/ultra/frame/authorize?persona=${persona}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return (await res.json()) as { problem: string | null };
    };
    const token = sb.state.issueToken(DEMO.users.instructor.id);
    expect(await authorize('instructor', token)).toEqual({ problem: null });
    expect(await authorize('student', token)).toEqual({ problem: 'the token belongs to another user' });
    expect(await authorize('instructor', 'made-up')).toEqual({ problem: 'the token is unknown or has expired' });
  });

  it('serves the Ultra side script it was given', async () => {
    const res = await setup({ ultraHostScript: 'console.log(1)' }).app.request('/ultra/uef-host.js');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('console.log(1)');
    expect((await setup().app.request('/ultra/uef-host.js')).status).toBe(503);
  });

  it('is linked from the launcher', async () => {
    const html = await (await setup({ loadTools: async () => [] }).app.request('/')).text();
    expect(html).toContain('<a href="/ultra/frame?persona=instructor">Ultra frame as instructor</a>');
  });
});
