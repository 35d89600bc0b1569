import { describe, expect, it } from 'vitest';
import type { WalkResult } from '@tools/learn-api/walker';
import { answerChoices, contentNodes, groupWalk, handlerName, questionNodes } from '../index.ts';

describe('contentNodes', () => {
  it('makes folders and test links expandable, everything else a leaf', () => {
    const nodes = contentNodes([
      { id: '_1_1', title: 'Week 1', hasChildren: true, contentHandler: { id: 'resource/x-bb-folder' } },
      { id: '_2_1', title: 'Quiz', contentHandler: { id: 'resource/x-bb-asmt-test-link', assessmentId: '_9_1' } },
      { id: '_3_1', title: 'Broken test link', contentHandler: { id: 'resource/x-bb-asmt-test-link' } },
      { id: '_4_1', title: '  ', contentHandler: { id: 'resource/x-bb-custom' } },
      { title: 'no id' },
    ]);
    expect(nodes).toEqual([
      { id: '_1_1', kind: 'folder', label: 'Week 1', meta: 'Folder', expandable: true },
      { id: '_2_1', kind: 'assessment', label: 'Quiz', meta: 'Test', expandable: true },
      { id: '_3_1', kind: 'item', label: 'Broken test link', meta: 'Test', expandable: false },
      { id: '_4_1', kind: 'item', label: '_4_1', meta: 'custom', expandable: false },
    ]);
    expect(handlerName(undefined)).toBe('Content');
  });

  it('turns questions into leaves with type, points and their HTML', () => {
    const nodes = questionNodes(
      '_2_1',
      [
        {
          id: '_5_1',
          title: 'Organelles',
          text: '<p>Which?</p>',
          points: 2,
          questionHandler: { type: 'MultipleChoice' },
        },
        { title: '', points: null },
      ],
      (p) => `${p} pts`,
    );
    expect(nodes).toEqual([
      {
        id: '_2_1/question/_5_1',
        kind: 'question',
        label: 'Organelles',
        meta: 'Multiple Choice · 2 pts',
        html: '<p>Which?</p>',
        expandable: false,
      },
      { id: '_2_1/question/1', kind: 'question', label: '2', expandable: false },
    ]);
  });
});

describe('groupWalk', () => {
  it('regroups a whole-tree walk by folder; failed and too-deep folders stay unknown', () => {
    const walk: WalkResult = {
      items: [
        { item: { id: 'F1', hasChildren: true }, depth: 0, parentId: 'ROOT', path: [] },
        { item: { id: 'i1' }, depth: 1, parentId: 'F1', path: ['F1'] },
        { item: { id: 'F2', hasChildren: true }, depth: 0, parentId: 'ROOT', path: [] },
        { item: { id: 'F3', hasChildren: true }, depth: 0, parentId: 'ROOT', path: [] },
        { item: { id: 'F4', hasChildren: true }, depth: 0, parentId: 'ROOT', path: [] },
      ],
      failures: [{ contentId: 'F2', title: 'F2', error: new Error('500') }],
      skipped: [{ contentId: 'F3', title: 'F3', reason: 'depth' }],
    };
    const { children, failed } = groupWalk(walk);
    expect(children.get('ROOT')?.map((c) => c.id)).toEqual(['F1', 'F2', 'F3', 'F4']);
    expect(children.get('F1')?.map((c) => c.id)).toEqual(['i1']);
    expect(children.get('F4')).toEqual([]);
    expect(children.has('F2')).toBe(false);
    expect(children.has('F3')).toBe(false);
    expect([...failed]).toEqual(['F2']);
  });
});

describe('answerChoices', () => {
  it('reads id, text and correct; drops entries without text; correct only when exactly true', () => {
    expect(
      answerChoices({
        type: 'MultipleChoice',
        answers: [
          { id: 'a', text: '<p>Yes</p>', correct: true },
          { text: 'No', correct: 'true' },
          { id: 'c', text: ' ' },
          null,
          'x',
          { id: 'd', text: 'Maybe' },
        ],
      }),
    ).toEqual([
      { id: 'a', text: '<p>Yes</p>', correct: true },
      { id: '2', text: 'No', correct: false },
      { id: 'd', text: 'Maybe', correct: false },
    ]);
    expect(answerChoices({ type: 'Essay' })).toBeUndefined();
    expect(answerChoices(undefined)).toBeUndefined();
  });

  it('puts answers on question nodes only when there are some', () => {
    const [withAnswers, essay] = questionNodes(
      '_2_1',
      [
        {
          id: 'q1',
          title: 'Q1',
          points: 2,
          questionHandler: { type: 'EitherOr', answers: [{ id: 't', text: 'True', correct: true }] } as never,
        },
        { id: 'q2', title: 'Q2', questionHandler: { type: 'Essay', answers: [] } as never },
      ],
      (p) => `${p} pts`,
    );
    expect(withAnswers?.answers).toEqual([{ id: 't', text: 'True', correct: true }]);
    expect(withAnswers?.meta).toBe('Either Or · 2 pts'); // splitCamel without the catalogue's names
    expect(essay).not.toHaveProperty('answers');
  });
});
