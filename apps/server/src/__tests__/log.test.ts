import { describe, expect, it } from 'vitest';
import { createLogger, redact, redactUrl, REDACTED } from '../log.ts';

describe('log redaction', () => {
  it('redacts secret query values in URLs and paths', () => {
    expect(redactUrl('/?route=X&token=abc.def&uuid=u1&launch_code=zz')).toBe(
      `/?route=X&token=${REDACTED}&uuid=u1&launch_code=${REDACTED}`,
    );
    expect(redactUrl('https://x.test/cb?code=123&state=s')).toBe(`https://x.test/cb?code=${REDACTED}&state=s`);
  });

  it('redacts secret keys at any depth, Authorization headers and bearer strings', () => {
    expect(
      redact({
        headers: { Authorization: 'Bearer abc', accept: 'json' },
        nested: [{ access_token: 't', client_secret: 's', restSecret: 'r', id_token: 'i', keep: 'ok' }],
        note: 'sent Bearer abc.def-ghi to Learn',
        err: new Error('failed for /x?token=leak'),
      }),
    ).toEqual({
      headers: { Authorization: REDACTED, accept: 'json' },
      nested: [
        { access_token: REDACTED, client_secret: REDACTED, restSecret: REDACTED, id_token: REDACTED, keep: 'ok' },
      ],
      note: `sent Bearer ${REDACTED} to Learn`,
      err: { name: 'Error', message: `failed for /x?token=${REDACTED}` },
    });
  });

  it('writes JSON lines with level filtering and bound fields, never the secret', () => {
    const lines: string[] = [];
    const log = createLogger('info', (l) => lines.push(l)).child({ requestId: 'r1' });
    log.debug('hidden');
    log.info('request', { path: '/lti/session?code=secret-code', token: 'secret-token' });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'r1',
      path: `/lti/session?code=${REDACTED}`,
      token: REDACTED,
    });
    expect(lines[0]).not.toContain('secret-');
  });
});
