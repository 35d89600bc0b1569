import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, redactText, redactUrl, REDACTED } from '../log.ts';

function capture(level: 'debug' | 'info' = 'debug') {
  const lines: string[] = [];
  const log = createLogger(level, (line) => lines.push(line));
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, records };
}

describe('log redaction', () => {
  it('redacts secret query values in URLs and paths', () => {
    expect(redactUrl('/?route=X&token=abc.def&uuid=u1&launch_code=zz')).toBe(
      `/?route=X&token=${REDACTED}&uuid=u1&launch_code=${REDACTED}`,
    );
    expect(redactUrl('https://x.test/cb?code=123&state=s')).toBe(`https://x.test/cb?code=${REDACTED}&state=s`);
    expect(redactUrl('/x?one_time_session_token=o&id_token=i&%74oken=t')).toBe(
      `/x?one_time_session_token=${REDACTED}&id_token=${REDACTED}&%74oken=${REDACTED}`,
    );
  });

  it('redacts credentials, keys, signatures and personal access tokens in query strings', () => {
    expect(redactUrl('/x?a=1&x=Bearer%20abc.def&y=Basic+dXNlcjpwdw%3D%3D&z=bearer%09abc')).toBe(
      `/x?a=1&x=${REDACTED}&y=${REDACTED}&z=${REDACTED}`,
    );
    expect(redactText('/x?z=Bearer abc.def')).not.toContain('abc.def');
    expect(redactText('GET /deliverables/workitems/7?x=Bearer%20abc.def answered 500')).not.toContain('abc.def');
    expect(redactText('GET /x?x=Bearer+abc.def')).not.toContain('abc.def');
    expect(
      redactUrl('/x?key=AIzaSy1&pat=ado-pat&sig=sas-sig&api_key=k1&X-Amz-Signature=s1&subscription-key=k2&auth=a1'),
    ).toBe(
      `/x?key=${REDACTED}&pat=${REDACTED}&sig=${REDACTED}&api_key=${REDACTED}&X-Amz-Signature=${REDACTED}&subscription-key=${REDACTED}&auth=${REDACTED}`,
    );
    expect(redactUrl('/x?k%65y=leak&%70at=leak')).toBe(`/x?k%65y=${REDACTED}&%70at=${REDACTED}`);
    // Names that only contain those letters stay, so logs keep what they are for.
    expect(redactUrl('/courses?nextKey=2024-01-01%7C_5_1&monkey=1&path=/a&signed=no&patch=1')).toBe(
      '/courses?nextKey=2024-01-01%7C_5_1&monkey=1&path=/a&signed=no&patch=1',
    );
  });

  it('never throws on a malformed % and still redacts around it', () => {
    expect(redactUrl('/x?%zz=1&token=abc&%E0%A4%A=2')).toBe(`/x?%zz=1&token=${REDACTED}&%E0%A4%A=2`);
    expect(redactUrl('/x?tok%65n%zz=1&%zztoken=leak')).toBe(`/x?tok%65n%zz=${REDACTED}&%zztoken=${REDACTED}`);
    expect(redactText('sent Bearer abc.def-ghi and Basic dXNlcjpwdw== to Learn')).toBe(
      `sent Bearer ${REDACTED} and Basic ${REDACTED} to Learn`,
    );
  });

  it('redacts secret keys in records, bindings and nested objects, and texts inside strings and errors', () => {
    const { log, lines, records } = capture();
    log.child({ requestId: 'r1', token: 'bound-secret' }).warn('call failed', {
      headers: { Authorization: 'Bearer hdr-secret', accept: 'json' },
      nested: { inner: { access_token: 'a-secret', code: 'c-secret', keep: 'ok' } },
      body: { id_token: 'i-secret', one_time_session_token: 'o-secret', client_secret: 's-secret' },
      note: 'sent Bearer note-secret to Learn',
      url: 'https://learn.test/x?access_token=u-secret&page=2',
      err: new Error('failed for /x?token=err-secret'),
    });
    expect(lines).toHaveLength(1);
    for (const secret of ['bound', 'hdr', 'a', 'c', 'i', 'o', 's', 'note', 'u', 'err'].map((s) => `${s}-secret`)) {
      expect(lines[0]).not.toContain(secret);
    }
    expect(records()[0]).toMatchObject({
      level: 'warn',
      msg: 'call failed',
      requestId: 'r1',
      token: REDACTED,
      headers: { Authorization: REDACTED, accept: 'json' },
      nested: { inner: { access_token: REDACTED, code: REDACTED, keep: 'ok' } },
      body: { id_token: REDACTED, one_time_session_token: REDACTED, client_secret: REDACTED },
      note: `sent Bearer ${REDACTED} to Learn`,
      url: `https://learn.test/x?access_token=${REDACTED}&page=2`,
      err: { name: 'Error', message: `failed for /x?token=${REDACTED}` },
    });
  });

  it('writes JSON lines with an ISO time and level names, filtered by level', () => {
    const { log, lines, records } = capture('info');
    log.debug('hidden');
    log.info('request', { path: '/lti/session?code=secret-code', token: 'secret-token' });
    expect(lines).toHaveLength(1);
    const record = records()[0]!;
    expect(record).toMatchObject({ level: 'info', msg: 'request', path: `/lti/session?code=${REDACTED}` });
    expect(new Date(record.time as string).toISOString()).toBe(record.time);
    expect(lines[0]).not.toContain('secret-');
  });

  it('drops a record it cannot write instead of throwing into the request', () => {
    const log = createLogger('info', () => {
      throw new Error('disk full');
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => log.info('request', { cyclic })).not.toThrow();
    expect(() => log.child({ requestId: 'r' }).error('x', { err: new Error('y') })).not.toThrow();
  });

  it('writes to a file descriptor synchronously (production: stdout), one redacted JSON line per record', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-test-'));
    const fd = openSync(join(dir, 'out.log'), 'w');
    try {
      const log = createLogger('info', fd).child({ requestId: 'r9' });
      log.info('request', { path: '/lti/launch?id_token=eyJ.secret.sig' });
      log.warn('lti step rejected', { reason: 'nonce_replayed' });
      const lines = readFileSync(join(dir, 'out.log'), 'utf8').trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
        expect.objectContaining({ level: 'info', requestId: 'r9', path: `/lti/launch?id_token=${REDACTED}` }),
        expect.objectContaining({ level: 'warn', requestId: 'r9', reason: 'nonce_replayed' }),
      ]);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
