/**
 * The course assistant on students' questions (eval/student-questions.json, issue 25), without a
 * model: the search and the quoted answer over the sandbox's BIO101, CHEM201 and HIST110, in
 * process (no HTTP, no database). The same questions through the server: apps/server/bench/chat-eval.ts.
 *
 *   cd packages/chat && npx tsx bench/student-eval.ts              # figures (docs/benchmarks.md)
 *   cd packages/chat && npx tsx bench/student-eval.ts --failures   # and every failure
 *   cd packages/chat && npx tsx bench/student-eval.ts --heldout    # the held-out batch (run at the end)
 *   cd packages/chat && npx tsx bench/student-eval.ts --embeddings # hybrid: the sandbox's embeddings (sandbox-embed)
 *   cd packages/chat && npx tsx bench/student-eval.ts --id bio-wear --debug   # one question, with the plan
 *   cd packages/chat && npx tsx bench/student-eval.ts --ask "When are labs?" --course BIO101 --debug
 */
import { wordnetDbFiles } from '../src/server/wordnet-files.ts';
import heldout from '../eval/heldout-questions.json' with { type: 'json' };
import students from '../eval/student-questions.json' with { type: 'json' };
import { wordnetLexicon } from '../src/domain/index.ts';
import { evaluateStudents, meanWordOverlap, studentTable, type StudentSet } from '../src/eval/student-harness.ts';
import { isContentWord, tokenize } from '../src/retrieval/words.ts';
import { answerInProcess, readSandboxCourses } from './course-passages.ts';

declare const process: { argv: string[]; version: string };
const arg = (name: string) => process.argv.includes(name);
const idArg = process.argv[process.argv.indexOf('--id') + 1];

const full = (arg('--heldout') ? heldout : students) as unknown as StudentSet;
const askArg = process.argv[process.argv.indexOf('--ask') + 1];
const courseArg = arg('--course') ? process.argv[process.argv.indexOf('--course') + 1]! : 'BIO101';
// --ask "question" [--course CHEM201]: one question of your own, with --debug.
const set: StudentSet = arg('--ask')
  ? {
      ...full,
      questions: [
        { id: 'ask', course: courseArg, category: 'paraphrase', question: askArg!, expect: 'either', answers: [] },
      ],
    }
  : { ...full, questions: full.questions.filter((q) => !arg('--id') || q.id === idArg) };
const lexicon = arg('--no-wordnet') ? undefined : wordnetLexicon(wordnetDbFiles());
const { courses } = await readSandboxCourses(['BIO101', 'CHEM201', 'HIST110']);

const report = await evaluateStudents(set, async (q) => {
  const course = courses.get(q.course);
  // Courses the in-process run cannot stand for (memberships, unavailable courses): the server bench answers them.
  if (!course) return { status: 403, answer: '', citations: [], ms: 0 };
  const { answer, retrieval, ms } = await answerInProcess(
    course,
    q.persona ?? 'student',
    q.question,
    lexicon,
    arg('--embeddings') ? 'sandbox-embed' : null,
  );
  if (arg('--debug')) {
    for (const part of retrieval.parts) {
      console.log(`PART "${part.part.text}" types=${part.part.types.join(',')} refusal=${part.refusal ?? '-'}`);
      for (const c of part.part.concepts)
        console.log(
          `  ${c.label} (imp ${c.importance}${c.known ? '' : ', unknown'}): ${c.variants.map((v) => `${v.term}:${v.weight}${v.via ? `(${v.via})` : ''}`).join(' ')}`,
        );
      for (const r of part.ranked.slice(0, 5))
        console.log(`  ${r.score.toFixed(2)} ${r.passage.itemTitle} › ${r.passage.headingPath.join(' › ')}`);
      for (const qu of part.quotes) console.log(`  QUOTE (${qu.coverage.toFixed(2)}) ${qu.sentence}`);
      for (const c of part.considered ?? [])
        console.log(
          `  cand cov=${c.coverage.toFixed(2)} dir=${c.direct.toFixed(2)} types=${c.types.join(',')} | ${c.sentence.slice(0, 90)}`,
        );
    }
    console.log(answer.answer);
  }
  return { status: 200, ...answer, ms };
});

const itemText = (code: string, title: string) =>
  courses
    .get(code)
    ?.passages.filter((p) => p.itemTitle === title || p.fileName === title)
    .map((p) => p.text)
    .join('\n');
const content = (text: string) => tokenize(text).filter(isContentWord);
console.log(
  `Node ${process.version}; ${set.questions.length} questions; WordNet ${lexicon ? 'on' : 'off'}; embeddings ${arg('--embeddings') ? 'sandbox-embed' : 'off'}\n`,
);
console.log(studentTable(report));
console.log(
  `\nmean share of a question's words found in its answering item: ${(meanWordOverlap(set, itemText, content) * 100).toFixed(1)} %`,
);
if (arg('--failures') || arg('--id'))
  for (const f of report.failures)
    console.log(
      `- ${f.kind} ${f.id}: "${f.question}" -> ${f.detail}\n    ${f.answer.replace(/\n+/g, ' ').slice(0, 300)}`,
    );
