import { describe, expect, it } from 'vitest';
import { generateDeliverables } from '../../samples/generate.ts';
import { COL, ITEM_STATUSES, TEAMS, TYPES } from '../columns.ts';
import { EXCEPTION_MESSAGES, exceptionsOf } from '../exceptions.ts';
import { sprintOf } from '../sprints.ts';

describe('the demo data (60 generated deliverables)', () => {
  const today = { year: 2026, month: 11, day: 23 };
  const rows = generateDeliverables(60, today);
  const values = (column: string) => new Set(rows.map((r) => String(r[column] ?? '')));

  it('covers every type, team and status, and is the same on every run', () => {
    expect([...values(COL.type)].sort()).toEqual([...TYPES].sort());
    for (const team of TEAMS) expect(values(COL.team)).toContain(team);
    for (const status of ITEM_STATUSES) expect(values(COL.itemStatus)).toContain(status);
    expect(generateDeliverables(60, today)).toEqual(rows);
  });

  it('raises every exception (the blocker one once work items are synced: 4104 sits in Blocker)', () => {
    const raised = new Set(rows.flatMap((r) => exceptionsOf(r, { today, currentSprint: sprintOf(today) })));
    const { blocker, ...others } = EXCEPTION_MESSAGES;
    for (const message of Object.values(others)) expect(raised).toContain(message);
    const synced = { ...rows[3]!, [COL.adoIteration]: 'Portfolio\\Blocker' };
    expect(exceptionsOf(synced, { today, currentSprint: sprintOf(today) })).toContain(blocker);
  });
});
