/**
 * The sandbox's demo courses read the way the server reads them (its own `listCourse` and
 * `readItem`: one recursive listing as course staff, test instructions, readable attachments),
 * cut into passages, and each persona's visible items from that persona's own listing. For the
 * in-process evaluation of the search (bench/student-eval.ts), without HTTP or a database.
 */
import { createLearnClient, type LearnClient } from '@tools/learn-api';
import { createSandbox, DEMO, fakeEmbedding, inProcessFetch, type Sandbox } from '@tools/sandbox';
import { listCourse, readItem } from '../src/server/course-indexer.ts';
import {
  buildCourseIndex,
  composeAnswer,
  embeddingText,
  NO_LEXICON,
  planQuestion,
  retrieveAnswer,
  type ChatAnswer,
  type CoursePassage,
  type Lexicon,
  type Retrieval,
  type SearchPassage,
} from '../src/domain/index.ts';

export const ORIGIN = 'https://learn.sandbox.test';

/** Course staff whose listing shows the whole course. */
const STAFF: Record<string, string> = { BIO101: 'instructor', CHEM201: 'instructor2', HIST110: 'instructor3' };

export function clientFor(sandbox: Sandbox, persona: string): LearnClient {
  const user = sandbox.state.persona(persona);
  if (!user) throw new Error(`No persona ${persona}`);
  return createLearnClient({
    baseUrl: ORIGIN,
    token: sandbox.state.issueToken(user.id),
    fetch: inProcessFetch(sandbox.app),
  });
}

export interface SandboxCourse {
  code: string;
  courseId: string;
  passages: CoursePassage[];
  /** Ids of the items each persona sees (cached per persona). */
  visibleIds(persona: string): Promise<Set<string>>;
}

export async function readSandboxCourses(
  codes: readonly string[],
): Promise<{ sandbox: Sandbox; courses: Map<string, SandboxCourse> }> {
  const sandbox = createSandbox({ publicUrl: ORIGIN });
  const byCode = Object.values(DEMO.courses) as { id: string; courseId: string }[];
  const courses = new Map<string, SandboxCourse>();
  for (const code of codes) {
    const course = byCode.find((c) => c.courseId === code);
    const staff = STAFF[code];
    if (!course || !staff) continue;
    const client = clientFor(sandbox, staff);
    const listing = await listCourse(client, course.id);
    const passages: CoursePassage[] = [];
    for (const walked of listing.items)
      passages.push(...(await readItem(client, course.id, walked, new URL(ORIGIN).host)).passages);
    const visible = new Map<string, Promise<Set<string>>>();
    courses.set(code, {
      code,
      courseId: course.id,
      passages,
      visibleIds(persona) {
        let ids = visible.get(persona);
        if (!ids)
          visible.set(
            persona,
            (ids = listCourse(clientFor(sandbox, persona), course.id).then(
              (l) => new Set(l.items.map((w) => w.item.id!)),
            )),
          );
        return ids;
      },
    });
  }
  return { sandbox, courses };
}

/**
 * What POST /chat does after its Learn checks, in process: the asker's visible passages (never a
 * flagged one), the plan, the search and the quoted answer. `ms` is the time from the passages
 * to the answer.
 */
export async function answerInProcess(
  course: SandboxCourse,
  persona: string,
  question: string,
  lexicon: Lexicon = NO_LEXICON,
  embeddingModel: string | null = null,
): Promise<{ answer: ChatAnswer; retrieval: Retrieval; ms: number }> {
  const visible = await course.visibleIds(persona);
  const started = performance.now();
  // With an embedding model: the sandbox's deterministic vectors, as POST /openai/v1/embeddings gives them.
  const embed = (text: string) => (embeddingModel ? fakeEmbedding(text, embeddingModel) : null);
  const passages: SearchPassage[] = course.passages
    .filter((p) => !p.flag && visible.has(p.contentId))
    .map((p) => ({ ...p, embedding: embed(embeddingText(p)) }));
  const index = buildCourseIndex(passages);
  const plan = await planQuestion(question, index, lexicon);
  const retrieval = retrieveAnswer(plan, index, { queryEmbedding: embed(question) });
  const answer = composeAnswer(retrieval, ORIGIN);
  return { answer, retrieval, ms: performance.now() - started };
}
