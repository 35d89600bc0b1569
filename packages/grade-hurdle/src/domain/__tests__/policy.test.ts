import { describe, expect, it } from 'vitest';
import { policySentences } from '../policy.ts';
import { DEFAULT_MAPPING, type SubRule } from '../types.ts';

const titles = { _1_1: 'Lab Report 1', _2_1: 'Research Essay' };
const lab: SubRule = { id: 'a', type: 'NOT_SUBMITTED', contentId: '_1_1' };
const essay: SubRule = { id: 'b', type: 'SCORE_BELOW_PERCENT', contentId: '_2_1', thresholdPercent: 40 };

describe('policySentences: the student policy in plain sentences', () => {
  it('writes every rule and mapping row as a sentence (OR)', () => {
    expect(policySentences({ subRules: [lab, essay], logic: 'OR', mapping: DEFAULT_MAPPING }, titles)).toEqual({
      intro: 'Your final grade is lowered if any of the following is true:',
      conditions: ["You do not submit 'Lab Report 1'.", "Your score on 'Research Essay' is below 40%."],
      mappingIntro: 'When that happens, your final grade (on the 1-7 scale) changes as follows:',
      mapping: [
        'A final grade of 4 to 7 becomes 3.',
        'A final grade of 3 becomes 2.',
        'A final grade of 2 becomes 1.',
        'A final grade of 1 stays as it is.',
        'A final grade your instructor has set by hand is not changed.',
      ],
    });
  });

  it.each([
    [[lab, essay], 'AND', 'Your final grade is lowered if all of the following are true:'],
    [[lab], 'OR', 'Your final grade is lowered if the following is true:'],
    [[], 'AND', 'This course has no grade hurdle rules.'],
  ] as const)('intro for %j with %s', (subRules, logic, intro) => {
    expect(policySentences({ subRules, logic, mapping: DEFAULT_MAPPING }, titles).intro).toBe(intro);
  });

  it('names an item the student cannot see generically, with the default threshold when missing', () => {
    const hidden: SubRule = { id: 'c', type: 'SCORE_BELOW_PERCENT', contentId: '_9_1' };
    expect(policySentences({ subRules: [hidden], logic: 'AND', mapping: DEFAULT_MAPPING }, titles).conditions).toEqual([
      "Your score on 'a removed item' is below 50%.",
    ]);
  });
});
