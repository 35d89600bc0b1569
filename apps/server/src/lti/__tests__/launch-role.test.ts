import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM } from '../claims.ts';
import { createHarness, sharedDb, type Harness } from '../../../test/harness.ts';

let h: Harness;
let db: Awaited<ReturnType<typeof sharedDb>>;
beforeAll(async () => {
  db = await sharedDb();
});
beforeEach(async () => {
  h = await createHarness({ db: await db.reset() });
});

/** A deliverables placement as an instructor, with these custom parameters besides the route. */
const launchWith = (custom: Record<string, unknown>) =>
  h.fullLaunch((n) => h.claims(n, { [CLAIM.custom]: { route: 'ProjectDeliverablesTable', ...custom } }));

describe('the role hint of the launch (state.role)', () => {
  it.each(['ADMIN', 'TPM', 'BA', 'TC', ' BA '])('carries the placement custom parameter role=%j', async (role) => {
    const { shell, decoded } = await launchWith({ role });
    expect(shell.searchParams.get('route')).toBe('ProjectDeliverablesTable');
    expect(decoded.role).toBe(role.trim());
  });

  it('falls back to the LTI course role without a custom role', async () => {
    expect((await launchWith({})).decoded.role).toBe('Instructor');
  });

  it.each(['', '   ', '$Person.role', 'B A', 'x'.repeat(33), 42, ['BA']])(
    'ignores a custom role that names no role (%j)',
    async (role) => {
      expect((await launchWith({ role })).decoded.role).toBe('Instructor');
    },
  );
});
