import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrations/index.ts';
import { openPglite } from '../../db/pglite.ts';
import { ToolKeys } from '../tool-keys.ts';

describe('ToolKeys', () => {
  it('creates a key on first start, rotates after the period, publishes current + previous only', async () => {
    const db = await openPglite(null);
    await migrate(db);
    let now = new Date('2025-01-01T00:00:00Z');
    const keys = new ToolKeys(db, 30, () => now);
    await keys.ensure();
    const first = (await keys.jwks()).keys.map((k) => k.kid);
    expect(first).toHaveLength(1);

    now = new Date('2025-01-20T00:00:00Z');
    await keys.ensure(); // not due yet
    expect((await keys.jwks()).keys.map((k) => k.kid)).toEqual(first);

    now = new Date('2025-02-01T00:00:00Z');
    await keys.ensure();
    const second = (await keys.jwks()).keys.map((k) => k.kid);
    expect(second).toHaveLength(2);
    expect(second[1]).toBe(first[0]);
    expect((await keys.signing()).kid).toBe(second[0]);

    now = new Date('2025-03-05T00:00:00Z');
    await keys.ensure();
    const third = (await keys.jwks()).keys.map((k) => k.kid);
    expect(third).toHaveLength(2);
    expect(third[1]).toBe(second[0]);
    expect(third).not.toContain(first[0]);
    expect(await db.query('select count(*)::int as n from lti_keys')).toEqual([{ n: 2 }]);
    await db.close();
  });
});
