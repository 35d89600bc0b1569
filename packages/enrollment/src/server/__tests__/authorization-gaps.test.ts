import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/harness.ts';
import { keptToken } from '@tools/server-core/test/kept-token.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';

/**
 * A row of the Quick Enroll authorization matrix that quick-enroll.test.ts does not show: the
 * enrolment log (who enrolled whom, in every course) is a privileged read, so a SystemAdmin role
 * revoked in Learn stops it at once, though the caller's identity was proven a moment ago.
 */
describe('GET /enrollment-log after SystemAdmin is revoked in Learn', () => {
  let app: ReturnType<typeof sandboxApp>;
  beforeAll(async () => {
    const { db } = await sharedDb();
    app = sandboxApp(db);
  });

  it('is refused with 403 at once', async () => {
    const admin = keptToken(app, 'admin');
    expect((await admin.send('GET', '/enrollment-log')).status).toBe(200);
    admin.revokeSystemRole('SystemAdmin');
    const res = await admin.send('GET', '/enrollment-log');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Only Learn system administrators may see the enrollment record.' });
  });
});
