import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

describe('Ultra page stand-ins (where tools link to)', () => {
  const BIO = DEMO.courses.bio101.id;

  it('shows the item a content link names, with its text, inside its course', async () => {
    const { app } = setup();
    const res = await app.request(
      `/ultra/courses/${BIO}/outline/edit/document/${DEMO.bio101.contents.syllabus}?courseId=${BIO}&view=content`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Syllabus</h1>');
    expect(html).toContain('loses 10% of the available marks for each day');
    expect(html).toContain(`href="/ultra/courses/${BIO}/outline"`);
    expect(html).not.toContain('<script');
  });

  it('shows a course outline, and a plain 404 page for an item of another course or none', async () => {
    const { app } = setup();
    const outline = await app.request(`/ultra/courses/${BIO}/outline`);
    expect(outline.status).toBe(200);
    expect(await outline.text()).toContain('<li>Syllabus</li>');
    const wrong = await app.request(
      `/ultra/courses/${DEMO.courses.chem201.id}/outline/edit/document/${DEMO.bio101.contents.syllabus}`,
    );
    expect(wrong.status).toBe(404);
    expect((await app.request('/ultra/courses/_0_1/outline')).status).toBe(404);
  });
});
