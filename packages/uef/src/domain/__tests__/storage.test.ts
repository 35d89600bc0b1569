import { describe, expect, it } from 'vitest';
import { courseDetailsUrlFor, readUefValues, uefValuesFor, writeUefValues } from '../storage.ts';

describe('UEF loader storage', () => {
  const values = uefValuesFor({
    shellOrigin: 'https://tools.example.edu',
    platformUrl: 'https://learn.example.edu',
    uuid: 'u-1',
    rawState: 'eyJsb2NhbGUiOiJlbl9VUyJ9',
  });

  it('stores every value of the spec except the token, and removes a token left by older versions', () => {
    localStorage.setItem('token', 'old-token');
    writeUefValues(localStorage, values);
    expect(Object.keys(localStorage).sort()).toEqual([
      'baseNavUrl',
      'courseDetailsUrl',
      'platformUrl',
      'uefState',
      'uuid',
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readUefValues(localStorage)).toEqual(values);
  });

  it('names what is missing', () => {
    localStorage.clear();
    localStorage.setItem('platformUrl', 'https://learn.example.edu');
    expect(readUefValues(localStorage)).toEqual({ missing: ['uuid', 'baseNavUrl', 'courseDetailsUrl', 'uefState'] });
  });

  it('builds page addresses with the launch state and no token', () => {
    const nav = new URL(values.baseNavUrl);
    expect(nav.origin).toBe('https://tools.example.edu');
    expect(Object.fromEntries(nav.searchParams)).toEqual({
      route: 'UEFBaseNav',
      uuid: 'u-1',
      state: 'eyJsb2NhbGUiOiJlbl9VUyJ9',
    });
    const details = new URL(courseDetailsUrlFor(values.courseDetailsUrl, '_7_1'));
    expect(details.searchParams.get('route')).toBe('UEFCourseDetails');
    expect(details.searchParams.get('courseId')).toBe('_7_1');
  });
});
