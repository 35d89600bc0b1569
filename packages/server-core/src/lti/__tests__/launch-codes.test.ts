import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { ltiMessages } from '../messages.ts';
import { createHarness, PLATFORM, type Harness, harnessEachTest } from '../../../test/harness.ts';

const KEY_1 = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
const KEY_2 = `k2:${Buffer.alloc(32, 2).toString('base64url')}`;

const h = harnessEachTest({ env: { LAUNCH_CODE_KEYS: KEY_1 } });

const exchange = (app: Harness['app'], code: string) =>
  app.request('/lti/session', {
    method: 'POST',
    body: JSON.stringify({ code }),
    headers: { 'Content-Type': 'application/json' },
  });
/** Another server instance on the same database, Learn site and clock. */
const instance = async (keys?: string) =>
  createHarness({ db: h.db, sameSandboxAs: h, ...(keys === undefined ? {} : { env: { LAUNCH_CODE_KEYS: keys } }) });

describe('launch codes in the database (issue 9 §4)', () => {
  it('stores only the code hash and the token sealed with the current key', async () => {
    const { code } = await h.fullLaunch();
    const rows = await h.db.query<Record<string, unknown>>('select * from lti_launch_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ platform: PLATFORM, key_id: 'k1' });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(h.platform.learnTokens[0]!);
    expect(stored).not.toContain(code);
    expect(new Date(rows[0]!.expires_at as string).getTime() - h.clock.now.getTime()).toBe(2 * 60_000);
  });

  it('is redeemed by another instance with the same keys, once, and the row is gone', async () => {
    const { code } = await h.fullLaunch();
    const other = await instance(KEY_1);
    const res = await exchange(other.app, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ token: h.platform.learnTokens[0], expiresAt: '2025-03-01T11:00:00.000Z' });
    expect(await h.db.query('select 1 from lti_launch_codes')).toEqual([]);
    const again = await exchange(h.app, code);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: ltiMessages.launchCodeRefused });
  });

  it('gives the token to exactly one of two racing exchanges', async () => {
    const { code } = await h.fullLaunch();
    const other = await instance(KEY_1);
    const answers = await Promise.all([exchange(h.app, code), exchange(other.app, code), exchange(h.app, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses and deletes an expired code; issuing sweeps expired rows', async () => {
    const first = await h.fullLaunch();
    const second = await h.fullLaunch();
    h.clock.now = new Date(h.clock.now.getTime() + 2 * 60_000);
    expect((await exchange(h.app, first.code)).status).toBe(401);
    expect(await h.db.query('select 1 from lti_launch_codes')).toHaveLength(1);
    await h.fullLaunch();
    expect(await h.db.query('select 1 from lti_launch_codes')).toHaveLength(1);
    expect((await exchange(h.app, second.code)).status).toBe(401);
  });

  it('opens codes sealed with an older key while it is still listed (rotation)', async () => {
    const a = await h.fullLaunch();
    const b = await h.fullLaunch();
    expect((await exchange((await instance(`${KEY_2},${KEY_1}`)).app, a.code)).status).toBe(200);
    expect((await exchange((await instance(KEY_2)).app, b.code)).status).toBe(401);
  });

  it('refuses a code on an instance with a different key (LAUNCH_CODE_KEYS must be equal everywhere)', async () => {
    const { code } = await h.fullLaunch();
    expect((await exchange((await instance()).app, code)).status).toBe(401);
  });

  it('refuses a sealed token moved to another Learn site (the row is bound by its additional data)', async () => {
    const { code } = await h.fullLaunch();
    await h.db.query("update lti_launch_codes set platform = 'https://other-learn.test'");
    expect((await exchange(h.app, code)).status).toBe(401);
  });
});

describe('LAUNCH_CODE_KEYS', () => {
  const problems = (value: string) => {
    try {
      loadConfig({ LAUNCH_CODE_KEYS: value });
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it('reads ids and 32-byte keys, newest first', () => {
    const config = loadConfig({ LAUNCH_CODE_KEYS: `${KEY_2}, ${KEY_1}` });
    expect(config.launchCodeKeysConfigured).toBe(true);
    expect(config.launchCodeKeys.map((k) => [k.id, k.secret.length, k.secret[0]])).toEqual([
      ['k2', 32, 2],
      ['k1', 32, 1],
    ]);
  });

  it('makes a random key per process when unset', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.launchCodeKeysConfigured).toBe(false);
    expect(a.launchCodeKeys).toHaveLength(1);
    expect(Buffer.from(a.launchCodeKeys[0]!.secret).equals(Buffer.from(b.launchCodeKeys[0]!.secret))).toBe(false);
  });

  it.each([
    [`k1:${Buffer.alloc(16).toString('base64')}`, 'LAUNCH_CODE_KEYS: "k1:…" must be <id>:<base64 of 32 random bytes>'],
    ['nokey', 'LAUNCH_CODE_KEYS: "(no id):…" must be'],
    [`bad id:${Buffer.alloc(32).toString('base64')}`, 'LAUNCH_CODE_KEYS: "bad id:…" must be'],
    [`${KEY_1},${KEY_1}`, 'LAUNCH_CODE_KEYS: key id k1 is listed twice'],
  ])('refuses %s', (value, text) => {
    expect(problems(value).join('\n')).toContain(text);
  });
});
