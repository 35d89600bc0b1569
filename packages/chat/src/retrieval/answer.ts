import { answerTypeStrength, minStrength, type AnswerType } from './answer-types.ts';
import { textTerms, type CourseIndex, type IndexedPassage, type SearchPassage } from './course-index.ts';
import type { QueryConcept, QueryPart, QueryPlan } from './question.ts';
import { fuseRanks, rankBySimilarity } from './semantic.ts';
import { sentencesOf } from './sentences.ts';

/**
 * Retrieval and the sentences that answer (issue 25 §2-§3). Passages are ranked by BM25 over the
 * question's concepts: each concept counts once, through the best of its terms (its own word, a
 * corrected spelling, a glossary tag, a synonym), weighted by that term's rarity in the course.
 * Then each part of the question is answered by whole sentences of the best passages: the
 * sentence that covers most of the part's concepts (its own words first, then its section's and
 * passage's) and holds the kind of answer asked for. A part with no such sentence is not covered.
 *
 * With the question's embedding (`queryEmbedding`, only when the server has an embeddings
 * endpoint) the search is hybrid: the candidates are BM25's ranking fused with the passages'
 * cosine ranking (reciprocal rank fusion, semantic.ts), and among the sentences that qualify a
 * sentence gains `SEMANTIC_WEIGHT` times its passage's cosine relative to the nearest passage's.
 * Whether a part is answered at all stays lexical (coverage, answer kind, the numbered thing, the
 * most specific word): a vector says what a passage is near, not that a sentence answers.
 */

export interface RetrievalOptions {
  /** Share of a part's concept weight a sentence (with its context) must cover. */
  minCoverage: number;
  /** Passages ranked per part before choosing sentences. */
  candidates: number;
  k1: number;
  b: number;
  /** The question's embedding (same model as the passages'); absent or null: lexical search only. */
  queryEmbedding?: readonly number[] | null;
}

export const RETRIEVAL_DEFAULTS: RetrievalOptions = { minCoverage: 0.55, candidates: 15, k1: 1.2, b: 0.5 };

/** A title term counts like this many occurrences in the text. */
const TITLE_TF = 1.5;
/**
 * Credit for a concept found beside the sentence rather than in it: in the section's heading
 * ("How it is marked" over "Argument 40%, …"), the item's title or file name, its folders, or
 * another sentence of the passage.
 */
const CONTEXT_CREDIT = { heading: 0.85, itemTitle: 0.75, breadcrumb: 0.5, passage: 0.2 } as const;
/** Very short passages would win on length alone; shorter than this share of the average count as this long. */
const MIN_LENGTH_SHARE = 0.5;
/** How much an unmatched concept weighs when no passage has any of its terms. */
const UNSEEN = { known: 0.6, unknown: 0.3 } as const;
/** The coverage a part needs when one of its words is nowhere in the course. */
const UNSEEN_MIN_COVERAGE = 0.75;
/**
 * How much a sentence's passage being near the question by cosine (relative to the nearest
 * passage) adds to the sentence's rank among the eligible ones; it never makes one eligible.
 */
const SEMANTIC_WEIGHT = 0.1;

export interface Quote {
  passage: SearchPassage;
  sentence: string;
  coverage: number;
}

export interface PartResult {
  part: QueryPart;
  quotes: Quote[];
  /** Why the part is not answered (for the debug view); absent when it is. */
  refusal?: 'no-match' | 'low-coverage' | 'no-answer-type';
  /** Best passages for the part, with their scores. */
  ranked: { passage: SearchPassage; score: number }[];
  /** The best sentences weighed (for the debug view). */
  considered?: { sentence: string; coverage: number; direct: number; types: AnswerType[] }[];
}

export interface Retrieval {
  plan: QueryPlan;
  parts: PartResult[];
}

function conceptScore(c: QueryConcept, ip: IndexedPassage, index: CourseIndex, o: RetrievalOptions): number {
  let best = 0;
  for (const v of c.variants) {
    const tf = (ip.body.get(v.term) ?? 0) + (ip.title.has(v.term) ? TITLE_TF : 0);
    if (tf === 0) continue;
    const length = Math.max(ip.length, MIN_LENGTH_SHARE * index.avgLength);
    const norm = (tf * (o.k1 + 1)) / (tf + o.k1 * (1 - o.b + o.b * (length / (index.avgLength || 1))));
    best = Math.max(best, v.weight * index.idf(v.term) * norm);
  }
  return c.importance * best;
}

/** How much a concept weighs in the coverage of a sentence: its rarity in the course, or a fixed share when unseen. */
/** The course has none of the concept's terms (for a numbered thing: not its name). */
function unseen(c: QueryConcept, index: CourseIndex): boolean {
  return c.numbered ? index.df(c.variants[0]!.term) === 0 : c.variants.every((v) => index.df(v.term) === 0);
}

function conceptWeight(c: QueryConcept, index: CourseIndex): number {
  if (c.numbered && unseen(c, index)) return c.importance * index.maxIdf * UNSEEN.known;
  const own = c.variants[0];
  const ownIdf = own ? index.idf(own.term) : 0;
  if (ownIdf > 0) return c.importance * ownIdf;
  const seen = c.variants.map((v) => index.idf(v.term)).filter((x) => x > 0);
  if (seen.length > 0) return c.importance * Math.max(...seen);
  return c.importance * index.maxIdf * (c.known ? UNSEEN.known : UNSEEN.unknown);
}

interface ScoredSentence {
  ip: IndexedPassage;
  sentence: string;
  /** Coverage with context credit, and coverage by the sentence's own words. */
  coverage: number;
  direct: number;
  /** Kinds of answer asked for that the sentence holds, and how strongly (0..1). */
  types: AnswerType[];
  strength: number;
  passageScore: number;
  /** Share of the concepts the item's own title (or file name) covers: the question is about this item. */
  titleFocus: number;
  /** Share the passage's section headings cover: the section is about the question's topic. */
  headingFocus: number;
  position: number;
}

function contextCredit(ip: IndexedPassage, term: string): number {
  if (ip.headings.has(term)) return CONTEXT_CREDIT.heading;
  if (ip.itemTitle.has(term)) return CONTEXT_CREDIT.itemTitle;
  if (ip.breadcrumb.has(term)) return CONTEXT_CREDIT.breadcrumb;
  if (ip.body.has(term)) return CONTEXT_CREDIT.passage;
  return 0;
}

function scoreSentences(
  part: QueryPart,
  ranked: { ip: IndexedPassage; score: number }[],
  index: CourseIndex,
): ScoredSentence[] {
  const weights = part.concepts.map((c) => conceptWeight(c, index));
  const asksForResource = RESOURCE.test(part.text);
  const required = part.concepts.reduce((sum, c, i) => sum + (c.optional ? 0 : weights[i]!), 0);
  const out: ScoredSentence[] = [];
  for (const { ip, score } of ranked) {
    let titleFocus = 0;
    let headingFocus = 0;
    part.concepts.forEach((c, i) => {
      if (c.variants.some((v) => ip.itemTitle.has(v.term))) titleFocus += weights[i]!;
      if (c.variants.some((v) => ip.headings.has(v.term))) headingFocus += weights[i]!;
    });
    sentencesOf(ip.passage.text).forEach((sentence, position) => {
      // A title-only passage's "sentence" is the title: it names a thing without saying anything
      // about it, so it answers only a question looking for a resource ("is there a video on X").
      if (ip.titleOnly && !asksForResource) return;
      const terms = new Set(textTerms(sentence));
      const credit = part.concepts.map((c) => {
        let m = 0;
        let d = 0;
        for (const v of c.variants) {
          if (terms.has(v.term)) {
            m = Math.max(m, v.weight);
            d = Math.max(d, v.weight);
          } else m = Math.max(m, v.weight * contextCredit(ip, v.term));
        }
        return { m, d };
      });
      // A glossary phrase ("final exam") is found whole or not at all: "exam" alone is another exam.
      part.concepts.forEach((c, i) => {
        if (c.phrase === undefined) return;
        const group = part.concepts.flatMap((o, j) => (o.phrase === c.phrase ? [credit[j]!.m] : []));
        credit[i]!.m = Math.min(...group);
        credit[i]!.d = Math.min(credit[i]!.d, credit[i]!.m);
      });
      // Optional (borrowed) context counts only as far as it is found.
      let coverage = 0;
      let direct = 0;
      let total = required;
      credit.forEach(({ m, d }, i) => {
        coverage += weights[i]! * m;
        direct += weights[i]! * d;
        if (part.concepts[i]!.optional) total += weights[i]! * m;
      });
      total ||= 1;
      // The quoted sentence must be about the question's thing: a numbered thing ("question 1")
      // in or above the sentence, and the most specific word not only in another sentence.
      const outOfScope = part.concepts.some(
        (c) =>
          c.numbered &&
          !terms.has(c.variants[0]!.term) &&
          contextCredit(ip, c.variants[0]!.term) <= CONTEXT_CREDIT.passage,
      );
      const focus = weights.indexOf(Math.max(...weights));
      const focusElsewhere =
        focus >= 0 &&
        part.concepts[focus]!.thing === true &&
        credit[focus]!.m > 0 &&
        credit[focus]!.m <= CONTEXT_CREDIT.passage;
      const strengths = part.types.map((t) => {
        const strength = answerTypeStrength(sentence, t);
        return strength >= minStrength(part.text, t) ? strength : 0;
      });
      if (outOfScope || focusElsewhere) return;
      out.push({
        ip,
        sentence,
        coverage: coverage / total,
        direct: direct / total,
        types: part.types.filter((_, i) => strengths[i]! > 0),
        strength: strengths.length > 0 ? strengths.reduce((a, b) => a + Math.min(b, 3) / 3, 0) / strengths.length : 0,
        passageScore: score,
        titleFocus: titleFocus / (required || 1),
        headingFocus: headingFocus / (required || 1),
        position,
      });
    });
  }
  return out;
}

/** Words of a question looking for a resource (a link, a video, a reading) rather than a fact. */
const RESOURCE =
  /\b(video|videos|site|sites|website|websites|link|links|resource|resources|reading|readings|article|articles|tool|tools|simulation|recording|recordings|page|pages)\b|^(is|are) there (a|an|any|some)\b|\bwhere (can|do|should) i (find|learn|get|read|watch|see|practi[sc]e)\b|\b(learn|read) more about\b/i;

/** A second sentence of the best passage is quoted too when it covers this share of what the best covers. */
const SIBLING_SHARE = 0.85;

/** A sentence that only makes sense with the one before it ("It must include…"). */
const CONTINUES = /^(it|this|these|they|that|those|its|their|however|but|otherwise|if so|in that case)\b/i;

/**
 * The coverage a part needs: `minCoverage` for a short question; a little less for one of many
 * words, which carries more words of its own asking ("what percentage of my overall grade…").
 */
function minCoverageFor(part: QueryPart, index: CourseIndex, o: RetrievalOptions): number {
  const n = part.concepts.filter((c) => c.importance >= 0.6).length;
  const base = n <= 3 ? o.minCoverage : o.minCoverage - Math.min(0.15, 0.05 * (n - 3));
  // A word the course never uses, in any of its forms, is often what the question is about
  // ("Are the lectures *recorded*?", "Can I *resit* it?"): the rest must then fit closely.
  // Any word that says what is asked about (not a word of asking, of the course, or an amount).
  const missing = part.concepts.some((c) => c.importance >= 0.6 && c.known && unseen(c, index));
  return missing ? Math.max(base, UNSEEN_MIN_COVERAGE) : base;
}

/** BM25's candidates, or with the question's embedding the fused ranking and the passages nearest by cosine. */
function candidates(part: QueryPart, index: CourseIndex, o: RetrievalOptions) {
  const lexical = index.passages
    .map((ip) => ({ ip, score: part.concepts.reduce((sum, c) => sum + conceptScore(c, ip, index, o), 0) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const near = o.queryEmbedding ? rankBySimilarity(index.passages, o.queryEmbedding) : [];
  if (near.length === 0) return { scored: lexical.slice(0, o.candidates), nearness: new Map<IndexedPassage, number>() };
  const fused = fuseRanks([lexical.map((x) => x.ip), near.map((x) => x.ip)]);
  const nearest = near[0]!.similarity;
  return {
    scored: fused.slice(0, o.candidates).map(({ item, score }) => ({ ip: item, score })),
    nearness: new Map(near.map((x) => [x.ip, x.similarity / nearest])),
  };
}

function answerPart(part: QueryPart, index: CourseIndex, o: RetrievalOptions): PartResult {
  const { scored, nearness } = candidates(part, index, o);
  const ranked = scored.map((x) => ({ passage: x.ip.passage, score: x.score }));
  if (scored.length === 0) return { part, quotes: [], refusal: 'no-match', ranked };
  const top = scored[0]!.score;
  const sentences = scoreSentences(part, scored, index).filter((s) => /[\p{L}\p{N}]/u.test(s.sentence));
  const key = (s: ScoredSentence) =>
    s.coverage +
    0.15 * s.direct +
    0.15 * (s.passageScore / top) +
    SEMANTIC_WEIGHT * (nearness.get(s.ip) ?? 0) +
    (part.types.length > 0 ? 0.2 * (s.types.length / part.types.length) + 0.3 * s.strength : 0) +
    (s.titleFocus >= 0.5 ? 0.1 : 0) +
    0.1 * s.headingFocus;
  sentences.sort((a, b) => key(b) - key(a) || a.position - b.position);
  const considered = sentences
    .slice(0, 5)
    .map((x) => ({ sentence: x.sentence, coverage: x.coverage, direct: x.direct, types: x.types }));
  const threshold = minCoverageFor(part, index, o);
  const enough = sentences.filter((s) => s.coverage >= threshold);
  if (enough.length === 0) return { part, quotes: [], refusal: 'low-coverage', ranked, considered };
  const typed = part.types.length === 0 ? enough : enough.filter((s) => s.types.length > 0);
  const best = typed[0];
  if (!best) return { part, quotes: [], refusal: 'no-answer-type', ranked, considered };
  const chosen: ScoredSentence[] = [best];
  // A part asking two things ("what day and room") may need a second sentence for the other.
  const missing = part.types.filter((t) => !best.types.includes(t));
  if (missing.length > 0) {
    const other = typed.find((s) => s !== best && missing.some((t) => s.types.includes(t)));
    if (other) chosen.push(other);
  } else {
    // The passage may say it in two sentences ("Late penalties appear…" beside "Work submitted
    // after its due date loses 10%…"): the next best of the same passage, when nearly as good.
    const sibling = typed.find(
      (s) => s !== best && s.ip === best.ip && s.coverage >= Math.max(threshold, SIBLING_SHARE * best.coverage),
    );
    if (sibling) chosen.push(sibling);
  }
  chosen.sort((a, b) => (a.ip === b.ip ? a.position - b.position : 0));
  const quotes: Quote[] = chosen.map((s) => {
    const all = sentencesOf(s.ip.passage.text);
    let sentence = s.sentence;
    const next = all[s.position + 1];
    if (next && (sentence.endsWith(':') || CONTINUES.test(next))) sentence = `${sentence} ${next}`;
    return { passage: s.ip.passage, sentence, coverage: s.coverage };
  });
  // A sibling already quoted as the continuation of the best sentence is not quoted twice.
  const distinct = quotes.filter(
    (q, i) =>
      !quotes.some(
        (other, j) =>
          j !== i &&
          other.passage === q.passage &&
          other.sentence.length > q.sentence.length &&
          other.sentence.includes(q.sentence),
      ),
  );
  return { part, quotes: distinct, ranked, considered };
}

export function retrieveAnswer(
  plan: QueryPlan,
  index: CourseIndex,
  options: Partial<RetrievalOptions> = {},
): Retrieval {
  const o = { ...RETRIEVAL_DEFAULTS, ...options };
  return { plan, parts: plan.parts.map((part) => answerPart(part, index, o)) };
}
