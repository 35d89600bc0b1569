import { describe, expect, it } from 'vitest';
import { retrieveAnswer } from '../answer.ts';
import { buildCourseIndex, type SearchPassage } from '../course-index.ts';
import { NO_LEXICON } from '../lexicon.ts';
import { planQuestion } from '../question.ts';
import { cosine, embeddingText, fuseRanks, rankBySimilarity } from '../semantic.ts';

const passage = (contentId: string, text: string, embedding: number[] | null): SearchPassage => ({
  contentId,
  ordinal: 0,
  itemTitle: contentId,
  breadcrumb: [],
  headingPath: [],
  fileName: null,
  linkPath: `/ultra/courses/_1_1/outline/edit/document/${contentId}`,
  text,
  embedding,
});

describe('the embedding half of the search', () => {
  it('cosine: 1 for the same direction, 0 for orthogonal, zero-length or mismatched vectors', () => {
    expect(cosine([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
    expect(cosine([1, 0], [1, 0, 0])).toBe(0);
  });

  it('fuses ranked lists by reciprocal rank: an item high in both beats one first in only one', () => {
    const fused = fuseRanks([
      ['a', 'b'],
      ['c', 'b', 'd'],
    ]).map((x) => x.item);
    expect(fused[0]).toBe('b');
    expect(fused.at(-1)).toBe('d');
    expect(fuseRanks([['x']], 60)[0]!.score).toBeCloseTo(1 / 61, 12);
  });

  it('ranks only passages with a vector of the question’s size (not embedded, another model’s: left out)', () => {
    const index = buildCourseIndex([
      passage('near', 'Quiz one.', [0.9, 0.1]),
      passage('far', 'Quiz two.', [0.1, 0.9]),
      passage('none', 'Quiz three.', null),
      passage('other-model', 'Quiz four.', [1, 0, 0]),
    ]);
    expect(rankBySimilarity(index.passages, [1, 0]).map((x) => x.ip.passage.contentId)).toEqual(['near', 'far']);
  });

  it('embeds a passage with where it sits and what it says', () => {
    expect(
      embeddingText({
        itemTitle: 'Syllabus',
        fileName: null,
        headingPath: ['Assessment', 'Late work'],
        text: 'Late work loses 10% a day.',
      }),
    ).toBe('Syllabus › Assessment › Late work\nLate work loses 10% a day.');
  });
});

describe('hybrid retrieval', () => {
  const passages = [
    passage('monday', 'The quiz opens on Monday at 9 am.', [1, 0, 0]),
    passage('friday', 'The quiz opens on Friday at 9 am.', [0, 1, 0]),
    passage('parking', 'Parking permits are sold at the front desk.', [0, 0, 1]),
  ];
  const index = buildCourseIndex(passages);
  const quoted = async (question: string, queryEmbedding?: number[]) => {
    const retrieval = retrieveAnswer(await planQuestion(question, index, NO_LEXICON), index, { queryEmbedding });
    return retrieval.parts.flatMap((p) => p.quotes.map((q) => q.passage.contentId));
  };

  it('among sentences that answer equally well, the one whose passage is nearest by cosine is quoted', async () => {
    expect(await quoted('When does the quiz open?', [0, 1, 0])).toEqual(['friday']);
    expect(await quoted('When does the quiz open?', [1, 0, 0])).toEqual(['monday']);
  });

  it('without a question vector the answer is the lexical one', async () => {
    const lexical = retrieveAnswer(await planQuestion('When does the quiz open?', index, NO_LEXICON), index);
    const none = retrieveAnswer(await planQuestion('When does the quiz open?', index, NO_LEXICON), index, {
      queryEmbedding: null,
    });
    expect(none.parts.map((p) => p.ranked)).toEqual(lexical.parts.map((p) => p.ranked));
  });

  it('a near vector never makes a passage that does not answer into an answer', async () => {
    // The parking passage is the nearest by far, but says nothing about exam rooms.
    expect(await quoted('Which room is the final exam in?', [0, 0, 1])).toEqual([]);
    const retrieval = retrieveAnswer(await planQuestion('Which room is the final exam in?', index, NO_LEXICON), index, {
      queryEmbedding: [0, 0, 1],
    });
    expect(retrieval.parts[0]!.refusal).toBeDefined();
  });
});
