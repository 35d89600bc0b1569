import { events as e } from '@tools/backend-api/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eventId } from '../course-events.ts';

const validId = (id: string) => v.safeParse(e.CourseEvent.entries.id, id).success;

describe('eventId', () => {
  it('is readable for Learn’s usual ids', () => {
    expect(eventId('late-penalty.applied', '_12_1:_300_1:_7_1:2')).toBe('late-penalty.applied:_12_1:_300_1:_7_1:2');
  });

  it('hashes what would break the id contract (too long, other characters), the same way every time', () => {
    const long = `_12_1:${'_300_1'.padEnd(100, '9')}:${'_7_1'.padEnd(100, '9')}:1`;
    const odd = '_12_1:course/with space:1';
    for (const what of [long, odd]) {
      const id = eventId('late-penalty.applied', what);
      expect(id).toMatch(/^late-penalty\.applied:sha256-[0-9a-f]{64}$/);
      expect(validId(id)).toBe(true);
      expect(eventId('late-penalty.applied', what)).toBe(id);
    }
    expect(eventId('late-penalty.applied', long)).not.toBe(eventId('late-penalty.applied', `${long}2`));
  });
});
