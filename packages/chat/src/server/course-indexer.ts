import {
  canExtractText,
  extractDocumentText,
  itemToPassages,
  type CoursePassage,
  type PassageAttachment,
} from '@tools/chat/domain';
import {
  downloadContentAttachment,
  getContentDetail,
  isLearnError,
  listContentAttachments,
  type LearnClient,
} from '@tools/learn-api';
import { walkContentTree, type WalkedItem } from '@tools/learn-api/walker';

/**
 * Reading a course from Learn for the index, with the request minimum: one paged recursive
 * listing (the walker) gives every item the caller can see with its title, body, description,
 * handler and `modified` date; only tests (instructions, a private call) and File/Document
 * items with readable attachments cost a request each, and only when they changed.
 */

const TEST = 'resource/x-bb-asmt-test-link';
const WITH_FILES = new Set(['resource/x-bb-file', 'resource/x-bb-document']);

/** What the index reads of each item; everything else stays in Learn. */
export const LISTING_FIELDS = [
  'id',
  'parentId',
  'title',
  'body',
  'description',
  'modified',
  'hasChildren',
  'contentHandler',
  'links',
] as const;

export interface Listing {
  items: WalkedItem[];
  /** False when a folder could not be listed: its items are unknown, so nothing may be deleted. */
  complete: boolean;
  failures: { contentId: string; title: string; message: string }[];
}

const messageOf = (error: unknown) =>
  isLearnError(error)
    ? `${error.status ?? ''} ${error.message}`.trim()
    : error instanceof Error
      ? error.message
      : 'failed';

/** The course's items as the client's user sees them (Learn applies availability and release rules). */
export async function listCourse(client: LearnClient, courseId: string): Promise<Listing> {
  const tree = await walkContentTree(client, { courseRef: courseId, recursive: true, fields: LISTING_FIELDS });
  return {
    items: tree.items.filter((w) => w.item.id !== undefined),
    // A folder that failed or lay too deep hides its items: they may exist, so nothing may be deleted.
    complete: tree.failures.length === 0 && !tree.skipped.some((skip) => skip.reason === 'depth'),
    failures: tree.failures.map((f) => ({ contentId: f.contentId, title: f.title ?? '', message: messageOf(f.error) })),
  };
}

export interface ItemText {
  passages: CoursePassage[];
  /** False when Learn did not answer for part of the item (it is read again at the next refresh). */
  complete: boolean;
  filesRead: string[];
  filesSkipped: { fileName: string; reason: string }[];
  failure: string | null;
}

type FileHandler = { file?: { fileName?: string; mimeType?: string } } | undefined;

/**
 * Reads one listed item's text (instructions and attached files included) and cuts it into
 * passages. `homeHost` is the Learn site's host (addresses there are not outside addresses).
 */
export async function readItem(
  client: LearnClient,
  courseId: string,
  walked: WalkedItem,
  homeHost?: string,
): Promise<ItemText> {
  const { item, path } = walked;
  const contentId = item.id!;
  const out: ItemText = { passages: [], complete: true, filesRead: [], filesSkipped: [], failure: null };
  const fail = (error: unknown) => {
    out.complete = false;
    out.failure ??= messageOf(error);
  };
  const handler = item.contentHandler?.id ?? '';
  let instructions: string | undefined;
  if (handler === TEST) {
    try {
      const detail = await getContentDetail(client, { courseId, contentId });
      instructions = detail.contentDetail?.[TEST]?.test?.assessment?.instructions?.rawText;
    } catch (error) {
      fail(error);
    }
  }
  const attachments: PassageAttachment[] = [];
  // A File item names its one file: an unreadable one (a video) needs no attachment listing.
  const file = (item.contentHandler as FileHandler)?.file;
  const unreadable = file?.fileName !== undefined && !canExtractText(file.mimeType ?? '', file.fileName);
  if (unreadable) out.filesSkipped.push({ fileName: file.fileName!, reason: 'unsupported-type' });
  if (WITH_FILES.has(handler) && !unreadable) {
    try {
      for (const att of await listContentAttachments(client, { courseRef: courseId, contentId })) {
        const name = att.fileName ?? 'file';
        if (!att.id || !canExtractText(att.mimeType ?? '', name)) {
          out.filesSkipped.push({ fileName: name, reason: 'unsupported-type' });
          continue;
        }
        const blob = await downloadContentAttachment(client, { courseRef: courseId, contentId, attachmentId: att.id });
        const text = await extractDocumentText(
          new Uint8Array(await blob.arrayBuffer()),
          blob.type || (att.mimeType ?? ''),
          name,
        );
        if (text.ok) {
          out.filesRead.push(name);
          attachments.push({ id: att.id, fileName: name, blocks: text.blocks });
        } else out.filesSkipped.push({ fileName: name, reason: text.reason });
      }
    } catch (error) {
      fail(error);
    }
  }
  out.passages = itemToPassages(
    courseId,
    { ...item, id: contentId, instructions, attachments, breadcrumb: path },
    homeHost === undefined ? {} : { homeHost },
  );
  return out;
}
