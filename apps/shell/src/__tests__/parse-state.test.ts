import { describe, expect, it } from 'vitest';
import { encodeState, MalformedStateError, parseState } from '../launch/parse-state.ts';

describe('parseState', () => {
  it('decodes every field', () => {
    const raw = encodeState({
      locale: 'en_AU',
      platformUrl: 'https://learn.test',
      backendUrl: 'https://tools.test',
      lineItemUrl: 'https://learn.test/li/1',
      role: 'instructor',
    });
    expect(parseState(raw)).toEqual({
      locale: 'en_AU',
      platformUrl: 'https://learn.test',
      backendUrl: 'https://tools.test',
      lineItemUrl: 'https://learn.test/li/1',
      role: 'instructor',
    });
  });

  it('defaults a missing locale to en_US instead of breaking', () => {
    expect(parseState(encodeState({ platformUrl: 'https://learn.test' })).locale).toBe('en_US');
  });

  it('defaults an unknown locale to en_US', () => {
    expect(parseState(encodeState({ locale: 'fr_FR' } as never)).locale).toBe('en_US');
  });

  it('accepts URL-safe base64 without padding', () => {
    const raw = encodeState({ locale: 'en_AU', role: 'ünïcode' })
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(parseState(raw)).toMatchObject({ locale: 'en_AU', role: 'ünïcode' });
  });

  it('returns defaults when state is absent', () => {
    expect(parseState(null)).toEqual({
      locale: 'en_US',
      platformUrl: null,
      backendUrl: null,
      lineItemUrl: null,
      role: null,
    });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of non-JSON', btoa('hello')],
  ])('rejects %s with a clear message', (_, raw) => {
    expect(() => parseState(raw)).toThrow(
      new MalformedStateError('The state parameter is not valid base64-encoded JSON.'),
    );
  });

  it('names the field that has the wrong type', () => {
    expect(() => parseState(encodeState({ platformUrl: 42 } as never))).toThrow(
      'The state parameter has an invalid value for "platformUrl".',
    );
  });

  it('rejects JSON that is not an object', () => {
    expect(() => parseState(btoa('[1,2]'))).toThrow('The state parameter must be a JSON object.');
  });
});
