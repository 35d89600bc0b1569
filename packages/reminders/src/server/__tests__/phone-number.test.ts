import { describe, expect, it } from 'vitest';
import { toE164 } from '../phone-number.ts';

describe('toE164', () => {
  it.each<[string | null, string, string | null]>([
    ['5550101234', '1', '+15550101234'],
    ['555-010-2345', '1', '+15550102345'],
    ['(555) 010 2345', '1', '+15550102345'],
    ['+44 7700 900123', '1', '+447700900123'],
    ['0044 7700 900123', '1', '+447700900123'],
    ['0412 345 678', '61', '+61412345678'],
    ['call me', '1', null],
    ['12', '1', null],
    ['', '1', null],
    [null, '1', null],
  ])('%j with country code %s -> %j', (raw, cc, expected) => {
    expect(toE164(raw, cc)).toBe(expected);
  });
});
