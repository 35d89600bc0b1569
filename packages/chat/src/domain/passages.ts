import type { TextBlock } from './html-blocks.ts';
import { htmlToBlocks } from './html-blocks.ts';
import { itemLinkPath, UNTITLED, type CourseItemInput } from './item-document.ts';
import { detectPlanted, type PlantedFlag } from './planted.ts';

/**
 * Course items as passages for the search (issue 25 §1): what students see, at paragraph or
 * section size, each with its heading path. An attached file is a source of its own: its
 * passages cite the file (a link that opens it) under the file's name, and no extraction text
 * ("Attached file: …") enters a passage. A paragraph of planted text (planted.ts) becomes a
 * passage of its own, flagged, so the rest of its section stays usable.
 */
export interface CoursePassage {
  contentId: string;
  /** 0, 1, 2… within the item (its own text first, then each file). */
  ordinal: number;
  itemTitle: string;
  breadcrumb: string[];
  headingPath: string[];
  /** The attached file the passage comes from (null: the item's own text). */
  fileName: string | null;
  /** Learn path the citation opens: the item's page, or the file. */
  linkPath: string;
  text: string;
  flag: PlantedFlag | null;
}

/** An attachment with its Learn id, so a citation can open the file itself. */
export interface PassageAttachment {
  id?: string | undefined;
  fileName: string;
  blocks: readonly TextBlock[];
}

export interface PassageItemInput extends Omit<CourseItemInput, 'attachments'> {
  attachments?: readonly PassageAttachment[] | undefined;
}

/** A passage's text stays under this many characters unless one paragraph is longer. */
export const MAX_PASSAGE_CHARS = 700;

/**
 * Learn's own address of an attached file (`/bbcswebdav/xid-…`, as file links in item bodies
 * are written), which opens the file for a signed-in user.
 */
export function attachmentLinkPath(attachmentId: string): string {
  return `/bbcswebdav/xid-${encodeURIComponent(attachmentId.replace(/^_/, ''))}`;
}

interface Section {
  headingPath: string[];
  paragraphs: string[];
}

/** Blocks grouped under their headings; a heading's level decides which headings it replaces. */
function sections(blocks: readonly TextBlock[], basePath: readonly string[]): Section[] {
  const out: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: Section = { headingPath: [...basePath], paragraphs: [] };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (current.paragraphs.length > 0) out.push(current);
      // A guessed heading (PDF, plain text) has no level: it sits below any real one.
      const level = block.level ?? 7;
      while (stack.length > 0 && stack.at(-1)!.level >= level) stack.pop();
      stack.push({ level, text: block.text });
      current = { headingPath: [...basePath, ...stack.map((h) => h.text)], paragraphs: [] };
      continue;
    }
    current.paragraphs.push(block.text);
  }
  if (current.paragraphs.length > 0) out.push(current);
  return out;
}

/** Sentences of an over-long paragraph, packed back into pieces under the limit. */
function splitLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_PASSAGE_CHARS) return [paragraph];
  const sentences = paragraph.split(/(?<=[.!?])\s+(?=\S)/);
  const out: string[] = [];
  let piece = '';
  for (const s of sentences) {
    if (piece && piece.length + 1 + s.length > MAX_PASSAGE_CHARS) {
      out.push(piece);
      piece = s;
    } else piece = piece ? `${piece} ${s}` : s;
  }
  if (piece) out.push(piece);
  return out;
}

interface Draft {
  headingPath: string[];
  text: string;
  flag: PlantedFlag | null;
}

/** Paragraphs packed into passages up to the limit; a flagged paragraph always stands alone. */
function pack(section: Section, homeHost: string | undefined): Draft[] {
  const out: Draft[] = [];
  let parts: string[] = [];
  const emit = () => {
    if (parts.length > 0) out.push({ headingPath: section.headingPath, text: parts.join('\n'), flag: null });
    parts = [];
  };
  for (const paragraph of section.paragraphs) {
    const flag = detectPlanted(paragraph, homeHost);
    if (flag) {
      emit();
      out.push({ headingPath: section.headingPath, text: paragraph, flag });
      continue;
    }
    for (const piece of splitLong(paragraph)) {
      const size = parts.reduce((n, p) => n + p.length + 1, 0);
      if (parts.length > 0 && size + piece.length > MAX_PASSAGE_CHARS) emit();
      parts.push(piece);
    }
  }
  emit();
  return out;
}

const EXTERNAL_LINK = 'resource/x-bb-externallink';
const FOLDER = 'resource/x-bb-folder';

/**
 * An item's passages: its own text (body, description, test or assignment instructions under
 * "Instructions"), then each readable attached file. An item with no text (a web link, a video)
 * gets one passage of its title, so it can still be found and cited.
 */
export function itemToPassages(
  courseId: string,
  item: PassageItemInput,
  options: { homeHost?: string } = {},
): CoursePassage[] {
  const itemTitle = item.title?.trim() || UNTITLED;
  const breadcrumb = [...(item.breadcrumb ?? [])];
  const linkPath = itemLinkPath(courseId, item);
  const own: TextBlock[] = [];
  if (item.body) own.push(...htmlToBlocks(item.body));
  if (item.description) own.push(...htmlToBlocks(item.description));
  const instructions = item.instructions ? htmlToBlocks(item.instructions) : [];
  if (instructions.length > 0) own.push({ kind: 'heading', text: 'Instructions', level: 1 }, ...instructions);

  const drafts: (Draft & { fileName: string | null; linkPath: string })[] = [];
  for (const section of sections(own, []))
    for (const d of pack(section, options.homeHost)) drafts.push({ ...d, fileName: null, linkPath });
  for (const file of item.attachments ?? []) {
    const fileLink = file.id ? attachmentLinkPath(file.id) : linkPath;
    for (const section of sections(file.blocks, []))
      for (const d of pack(section, options.homeHost))
        drafts.push({ ...d, fileName: file.fileName, linkPath: fileLink });
  }
  // A folder without a description is only a heading: its title is in its items' breadcrumbs.
  if (!drafts.some((d) => d.fileName === null) && item.contentHandler?.id !== FOLDER) {
    const isLink = item.contentHandler?.id === EXTERNAL_LINK;
    drafts.unshift({
      headingPath: [],
      text: isLink || own.length === 0 ? itemTitle : '',
      flag: null,
      fileName: null,
      linkPath,
    });
  }
  return drafts.map((d, ordinal) => ({
    contentId: item.id,
    ordinal,
    itemTitle,
    breadcrumb,
    headingPath: d.headingPath,
    fileName: d.fileName,
    linkPath: d.linkPath,
    text: d.text,
    flag: d.flag,
  }));
}
