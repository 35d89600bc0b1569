import { describe, expect, it } from 'vitest';
import { ref } from '../ref.ts';

describe('ref', () => {
  it.each([
    ['_123_1', '_123_1'],
    ['me', 'me'],
    ['5f3c2a9e8b7d4c1a', 'uuid:5f3c2a9e8b7d4c1a'],
    ['uuid:abc', 'uuid:abc'],
    ['courseId:HIST-101', 'courseId:HIST-101'],
    ['externalId:SIS 2024/1', 'externalId:SIS%202024%2F1'],
    ['userName:jane.doe@uni.edu', 'userName:jane.doe%40uni.edu'],
    ['primary:_5_1', 'primary:_5_1'],
    ['Me', 'uuid:Me'],
    ['a/b?c#d', 'uuid:a%2Fb%3Fc%23d'],
    ['  _9_1 ', '_9_1'],
  ])('%s -> %s', (input, expected) => {
    expect(ref(input)).toBe(expected);
  });

  it.each(['', '   '])('refuses %j', (input) => {
    expect(() => ref(input)).toThrow(`ref(): expected a Learn id, uuid or qualified ref, got ${JSON.stringify(input)}`);
  });
});
