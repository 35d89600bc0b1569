/**
 * Builds the course assistant's index of a sandbox course the way the server will: walk the
 * tree as the instructor (one recursive listing), read test instructions and the text of
 * attached files, chunk, and store in an in-memory PGlite with the domain's SQL. Each persona's
 * visible items come from that persona's own listing.
 */
import { PGlite } from '@electric-sql/pglite';
import {
  createLearnClient,
  downloadContentAttachment,
  getContentDetail,
  listContentAttachments,
  type LearnClient,
} from '@tools/learn-api';
import { walkContentTree } from '@tools/learn-api/walker';
import { createSandbox, inProcessFetch, type Sandbox, type SeedData } from '@tools/sandbox';
import {
  canExtractText,
  CHAT_CHUNKS_DDL,
  chunkDocument,
  extractDocumentText,
  INSERT_CHUNK_SQL,
  insertChunkParams,
  itemToDocument,
  type CourseItemInput,
} from '../src/domain/index.ts';

export const ORIGIN = 'https://learn.sandbox.test';
const TEST = 'resource/x-bb-asmt-test-link';
const WITH_FILES = new Set(['resource/x-bb-file', 'resource/x-bb-document']);

export interface SandboxIndex {
  db: PGlite;
  sandbox: Sandbox;
  courseId: string;
  items: number;
  chunks: number;
  /** Files whose text was read, and those skipped with the reason. */
  files: { read: string[]; skipped: string[] };
  /** Learn requests the build made and how long it took (ms). */
  requests: number;
  buildMs: number;
  visibleIds(persona: string): Promise<string[]>;
}

export function clientFor(sandbox: Sandbox, persona: string): LearnClient {
  const user = sandbox.state.persona(persona);
  if (!user) throw new Error(`No persona ${persona}`);
  // Follows redirects like the network fetch: attachment downloads answer 302 to the file.
  return createLearnClient({
    baseUrl: ORIGIN,
    token: sandbox.state.issueToken(user.id),
    fetch: inProcessFetch(sandbox.app),
  });
}

async function fileTexts(client: LearnClient, courseId: string, contentId: string, files: SandboxIndex['files']) {
  const out: NonNullable<CourseItemInput['attachments']>[number][] = [];
  for (const att of await listContentAttachments(client, { courseRef: courseId, contentId })) {
    const name = att.fileName ?? 'file';
    if (!att.id || !canExtractText(att.mimeType ?? '', name)) {
      files.skipped.push(`${name}: unsupported-type`);
      continue;
    }
    const blob = await downloadContentAttachment(client, { courseRef: courseId, contentId, attachmentId: att.id });
    const text = await extractDocumentText(
      new Uint8Array(await blob.arrayBuffer()),
      blob.type || (att.mimeType ?? ''),
      name,
    );
    if (text.ok) {
      files.read.push(name);
      out.push({ fileName: name, blocks: text.blocks });
    } else files.skipped.push(`${name}: ${text.reason}`);
  }
  return out;
}

export async function buildSandboxIndex(
  options: { data?: SeedData; courseId?: string; staff?: string } = {},
): Promise<SandboxIndex> {
  const sandbox = createSandbox({ publicUrl: ORIGIN, ...(options.data ? { data: options.data } : {}) });
  const courseId = options.courseId ?? sandbox.state.store.data.launchCourseIds[0]!;
  const staff = clientFor(sandbox, options.staff ?? 'instructor');
  const db = new PGlite();
  for (const statement of CHAT_CHUNKS_DDL) await db.query(statement);

  const start = performance.now();
  const before = sandbox.state.requestLog.total;
  const files: SandboxIndex['files'] = { read: [], skipped: [] };
  const tree = await walkContentTree(staff, { courseRef: courseId, recursive: true });
  let chunks = 0;
  for (const { item, path } of tree.items) {
    if (!item.id) continue;
    const handler = item.contentHandler?.id ?? '';
    const instructions =
      handler === TEST
        ? (await getContentDetail(staff, { courseId, contentId: item.id })).contentDetail?.[TEST]?.test?.assessment
            ?.instructions?.rawText
        : undefined;
    // A File item names its one file: a video needs no attachment listing (a Learn request saved).
    const file = (item.contentHandler as { file?: { fileName?: string; mimeType?: string } } | undefined)?.file;
    const unreadable = file?.fileName !== undefined && !canExtractText(file.mimeType ?? '', file.fileName);
    if (unreadable) files.skipped.push(`${file.fileName}: unsupported-type`);
    const attachments = WITH_FILES.has(handler) && !unreadable ? await fileTexts(staff, courseId, item.id, files) : [];
    const doc = itemToDocument(courseId, { ...item, id: item.id, instructions, attachments, breadcrumb: path });
    for (const chunk of chunkDocument(doc)) {
      await db.query(INSERT_CHUNK_SQL, insertChunkParams({ platform: ORIGIN, courseId }, chunk, item.modified));
      chunks += 1;
    }
  }
  const buildMs = performance.now() - start;
  const requests = sandbox.state.requestLog.total - before;
  const visibleIds = async (persona: string) =>
    (await walkContentTree(clientFor(sandbox, persona), { courseRef: courseId, recursive: true })).items.flatMap(
      ({ item }) => (item.id ? [item.id] : []),
    );
  return { db, sandbox, courseId, items: tree.items.length, chunks, files, requests, buildMs, visibleIds };
}
