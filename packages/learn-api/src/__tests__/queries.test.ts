import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import {
  calendarItemsQueryOptions,
  calendarWindow,
  courseMembershipQueryOptions,
  courseQueryOptions,
  learnKeys,
  membershipsQueryOptions,
  userCoursesQueryOptions,
  userQueryOptions,
} from '../queries.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://queries.learn.test';
const TOKEN = 'token-that-must-not-leak';
const learn = createLearnClient({ baseUrl: ORIGIN, token: TOKEN });

describe('calendarWindow', () => {
  it('spans the days from the current minute, so one minute shares one cache key', () => {
    expect(calendarWindow(Date.parse('2026-03-01T10:15:42.123Z'), 7)).toEqual({
      since: '2026-03-01T10:15:00.000Z',
      until: '2026-03-08T10:15:00.000Z',
    });
    expect(calendarWindow(Date.parse('2026-03-01T10:15:59.999Z'), 7)).toEqual(
      calendarWindow(Date.parse('2026-03-01T10:15:00.000Z'), 7),
    );
  });
});

describe('query keys', () => {
  it('are hierarchical under learn/baseUrl', () => {
    expect(userQueryOptions(learn, 'uuid-1').queryKey).toEqual(['learn', ORIGIN, 'user', 'uuid-1']);
    expect(courseQueryOptions(learn, '_1_1').queryKey).toEqual(['learn', ORIGIN, 'course', '_1_1']);
    expect(membershipsQueryOptions(learn, '_1_1', 'Student').queryKey).toEqual([
      'learn',
      ORIGIN,
      'course',
      '_1_1',
      'memberships',
      { role: 'Student' },
    ]);
    expect(learnKeys.gradebookColumns(ORIGIN, '_1_1').slice(0, 4)).toEqual(learnKeys.course(ORIGIN, '_1_1'));
  });

  it('carry the fields of a narrowed read, so two readers of one record never share an answer', () => {
    const full = courseMembershipQueryOptions(learn, { courseRef: 'uuid:c', userRef: 'u' }).queryKey;
    const narrow = courseMembershipQueryOptions(learn, {
      courseRef: 'uuid:c',
      userRef: 'u',
      fields: ['userId', 'courseRoleId'],
    }).queryKey;
    expect(full).toEqual(['learn', ORIGIN, 'course', 'uuid:c', 'membership', 'u', { fields: null }]);
    expect(narrow).toEqual([
      'learn',
      ORIGIN,
      'course',
      'uuid:c',
      'membership',
      'u',
      { fields: ['courseRoleId', 'userId'] },
    ]);
    expect(learnKeys.userFields(ORIGIN, 'me', ['id'])).not.toEqual(userQueryOptions(learn, 'me').queryKey);
    expect(learnKeys.userFields(ORIGIN, 'me', ['b', 'a'])).toEqual(learnKeys.userFields(ORIGIN, 'me', ['a', 'b']));
  });

  it('never contain the token', () => {
    const keys = [
      userQueryOptions(learn, 'me').queryKey,
      userCoursesQueryOptions(learn, 'uuid-1', 'Student').queryKey,
      courseQueryOptions(learn, '_1_1').queryKey,
      membershipsQueryOptions(learn, '_1_1').queryKey,
      calendarItemsQueryOptions(learn, {
        userRef: 'uuid-1',
        since: '2026-01-01T00:00:00Z',
        until: '2026-01-08T00:00:00Z',
      }).queryKey,
    ];
    expect(JSON.stringify(keys)).not.toContain(TOKEN);
  });

  it('fetch through TanStack Query with the expand the screen needs', async () => {
    let search = '';
    server.use(
      http.get(`${ORIGIN}${API}/v1/users/uuid:uuid-1/courses`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ results: [{ courseId: '_1_1', course: { name: 'History' } }] });
      }),
    );
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(userCoursesQueryOptions(learn, 'uuid-1'));
    expect(data[0]?.course?.name).toBe('History');
    expect(search).toBe('?expand=course&limit=100');
  });
});
