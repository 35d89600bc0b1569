import { canManageCourse } from '../access.ts';
import { badRequest } from '../errors.ts';
import type { LearnCtx, LearnRouter } from '../router.ts';
import { calendarItemJson, columnCalendarItem } from '../serialize-gradebook.ts';

const TWO_WEEKS = 14 * 86_400_000;
const SIXTEEN_WEEKS = 16 * 7 * 86_400_000;
const TYPES = ['Course', 'GradebookColumn', 'Institution', 'OfficeHours', 'Personal'];

function parseDate(ctx: LearnCtx, ...names: string[]): number | undefined {
  for (const name of names) {
    const raw = ctx.query.get(name);
    if (raw === null || raw === '') continue;
    const ms = Date.parse(raw);
    if (Number.isNaN(ms)) throw badRequest(`Invalid ${name} date '${raw}': ISO-8601 date-time expected`);
    return ms;
  }
  return undefined;
}

/** since/until (and the legacy start/end the product's older tools send), defaulting like Learn. */
function window(ctx: LearnCtx): [number, number] {
  const since = parseDate(ctx, 'since', 'start');
  const until = parseDate(ctx, 'until', 'end');
  const now = ctx.state.clock();
  const from = since ?? (until !== undefined ? until - TWO_WEEKS : now);
  const to = until ?? from + TWO_WEEKS;
  if (to < from) throw badRequest("'until' must not be before 'since'");
  if (to - from > SIXTEEN_WEEKS) throw badRequest('The maximum timespan between since and until is 16 weeks');
  return [from, to];
}

export function registerCalendar(r: LearnRouter): void {
  r.get('/v1/calendars/items', (ctx) => {
    const [from, to] = window(ctx);
    const type = ctx.query.get('type');
    if (type && !TYPES.includes(type)) throw badRequest(`Invalid type '${type}'. Expected one of ${TYPES.join(', ')}`);
    const onlyCourse = ctx.query.get('courseId');
    const { store, caller } = ctx;
    // The caller's calendar: courses they are actively enrolled in and may see (an application token sees all).
    const courses = (
      caller.user
        ? store
            .membershipsOfUser(caller.user.id)
            .filter((m) => m.availability.available === 'Yes')
            .map((m) => store.courseById(m.courseId))
        : store.data.courses
    )
      .filter((c) => c && (c.availability.available === 'Yes' || canManageCourse(store, caller, c.id)))
      .filter((c) => !onlyCourse || c!.id === onlyCourse);
    const inWindow = (iso: string | undefined) => iso !== undefined && Date.parse(iso) >= from && Date.parse(iso) <= to;
    const items: { start: string; json: Record<string, unknown> }[] = [];
    for (const course of courses) {
      const manager = canManageCourse(store, caller, course!.id);
      if (!type || type === 'GradebookColumn') {
        for (const col of store.columnsOfCourse(course!.id)) {
          if (inWindow(col.grading.due) && (manager || col.availability.available === 'Yes')) {
            items.push({ start: col.grading.due!, json: columnCalendarItem(col, course!, manager) });
          }
        }
      }
    }
    const courseIds = new Set(courses.map((c) => c!.id));
    for (const item of store.data.calendarItems) {
      if (type && item.type !== type) continue;
      const mine =
        item.type === 'Institution'
          ? !onlyCourse
          : item.type === 'Personal'
            ? !onlyCourse && caller.user?.id === item.calendarId
            : courseIds.has(item.calendarId);
      if (mine && (inWindow(item.start) || inWindow(item.end)))
        items.push({ start: item.start, json: calendarItemJson(item) });
    }
    items.sort((a, b) => a.start.localeCompare(b.start) || String(a.json.id).localeCompare(String(b.json.id)));
    return ctx.page(items.map((i) => i.json));
  });
}
