import { describe, expect, it } from 'vitest';
import { emptyLaunch, type LaunchContext } from '../launch-context.ts';
import { MISSING_PLATFORM, missingLaunch } from '../required-launch.ts';
import { isRouteValue, ROUTE_VALUES, routeKebab, screenModule } from '../route-values.ts';
import { defineRoute, routeText } from '../tool-route.ts';

const texts = { en_US: { title: 'Report Card', missingA: 'A is missing', missingB: 'B is missing' } };
const launch = (overrides: Partial<LaunchContext>): LaunchContext => ({ ...emptyLaunch, ...overrides });
const full = launch({ token: 't', uuid: 'u', courseUuid: 'c', platformUrl: 'https://learn.example' });

describe('route values', () => {
  it("holds the spec's 37 values once each", () => {
    expect(ROUTE_VALUES).toHaveLength(37);
    expect(new Set(ROUTE_VALUES).size).toBe(37);
    expect(isRouteValue('ReportCard')).toBe(true);
    expect(isRouteValue('reportcard')).toBe(false);
  });

  it.each([
    ['ShowUserInfo', 'show-user-info'],
    ['LTIAssignment', 'lti-assignment'],
    ['UEFBaseNav', 'uef-base-nav'],
    ['UEFCourseDetails', 'uef-course-details'],
    ['MyLocker', 'my-locker'],
    ['EventPublicationTool', 'event-publication-tool'],
  ] as const)('%s lives in %s/', (route, kebab) => {
    expect(routeKebab(route)).toBe(kebab);
    expect(screenModule(route)).toBe(`${kebab}/${kebab}-screen.tsx`);
  });
});

describe('missingLaunch', () => {
  const needs = [
    { params: ['token', 'uuid'], missing: 'missingA' },
    { params: ['courseUuid'], missing: 'missingB' },
  ] as const;

  it('names the first failing check, in the order the route declares them', () => {
    expect(missingLaunch(launch({ courseUuid: 'c' }), needs, true)).toBe('missingA');
    expect(missingLaunch(launch({ token: 't', uuid: 'u' }), needs, true)).toBe('missingB');
    expect(missingLaunch(launch({ token: 't', uuid: '', courseUuid: 'c' }), needs, true)).toBe('missingA');
  });

  it('asks for the platform last, and only from tools that read Learn', () => {
    const noPlatform = { ...full, platformUrl: null };
    expect(missingLaunch(noPlatform, needs, true)).toBe(MISSING_PLATFORM);
    expect(missingLaunch(noPlatform, needs, false)).toBeNull();
    expect(missingLaunch(full, needs, true)).toBeNull();
  });

  it('accepts any one of an inner list (courseId or courseUuid)', () => {
    const either = [{ params: ['token', ['courseId', 'courseUuid']], missing: 'missingA' }] as const;
    expect(missingLaunch({ ...full, courseUuid: null, courseId: '_1_1' }, either, true)).toBeNull();
    expect(missingLaunch({ ...full, courseUuid: null }, either, true)).toBe('missingA');
  });
});

describe('defineRoute', () => {
  const load = () => Promise.resolve({ default: () => null });
  it('says a route needs a course when a check asks for courseUuid, unless told otherwise', () => {
    const base = {
      route: 'ReportCard',
      audience: ['student'],
      title: 'title',
      texts: () => Promise.resolve(texts),
      load,
    } as const;
    expect(
      defineRoute({ ...base, needs: [{ params: ['token', 'courseUuid'], missing: 'missingA' }] }).needsCourse,
    ).toBe(true);
    expect(defineRoute({ ...base, needs: [{ params: ['token'], missing: 'missingA' }] }).needsCourse).toBe(false);
    expect(defineRoute({ ...base, needs: [], needsCourse: true }).needsCourse).toBe(true);
    expect(defineRoute({ ...base, needs: [] }).learn).toBe(true);
  });

  it('reads texts in the launch locale, falling back to en_US', () => {
    const local = { ...texts, en_AU: { title: 'Report Card (AU)' } };
    expect(routeText(local, 'title', 'en_AU')).toBe('Report Card (AU)');
    expect(routeText(local, 'missingA', 'en_AU')).toBe('A is missing');
    expect(routeText(local, 'title', 'en_US')).toBe('Report Card');
  });
});
