import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox, DEMO } from '@tools/sandbox';
import { createLearnClient } from '../client.ts';
import { getContentDetail } from '../endpoints/content-detail.ts';
import { server, useMswServer } from './server.ts';

useMswServer();

describe('getContentDetail (private)', () => {
  it('reads test instructions from the private content detail, by primary course id', async () => {
    const origin = 'https://detail.learn.test';
    const { app, state } = createSandbox();
    const paths: string[] = [];
    server.use(
      http.all(`${origin}/*`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return app.fetch(request);
      }),
    );
    const client = createLearnClient({ baseUrl: origin, token: state.issueToken(DEMO.users.student.id) });
    const detail = await getContentDetail(client, {
      courseId: DEMO.courses.bio101.id,
      contentId: DEMO.bio101.contents.quiz1,
    });
    expect(paths).toEqual([`/learn/api/v1/courses/${DEMO.courses.bio101.id}/contents/${DEMO.bio101.contents.quiz1}`]);
    expect(detail.title).toBe('Quiz 1: Cell Biology');
    expect(detail.contentDetail?.['resource/x-bb-asmt-test-link']?.test?.assessment?.instructions?.rawText).toContain(
      'Answer all five questions.',
    );
  });

  it('refuses a course uuid with a clear message (the private API takes primary ids)', () => {
    const client = createLearnClient({ baseUrl: 'https://detail.learn.test', token: 't' });
    expect(() => getContentDetail(client, { courseId: 'uuid:abc', contentId: '_1_1' })).toThrow(
      'courseId must be a primary id such as _123_1, got "uuid:abc"',
    );
  });
});
