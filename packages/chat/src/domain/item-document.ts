import { htmlToBlocks, type TextBlock } from './html-blocks.ts';

/**
 * The fields of a Learn content item the index reads (a structural subset of learn-api's
 * Content, so the walker's items fit as they are), plus what the indexer fetched beside it.
 */
export interface CourseItemInput {
  id: string;
  title?: string | undefined;
  body?: string | undefined;
  description?: string | undefined;
  contentHandler?: { id?: string | undefined; url?: string | undefined } | undefined;
  links?: readonly { href?: string | undefined; rel?: string | undefined }[] | undefined;
  /** Test or assignment instructions (HTML), from the content detail. */
  instructions?: string | undefined;
  /** Text already read from the item's attached files (see extractDocumentText). */
  attachments?: readonly { fileName: string; blocks: readonly TextBlock[] }[] | undefined;
  /** Titles of the folders above the item, outermost first. */
  breadcrumb?: readonly string[] | undefined;
}

/** One item ready for chunking. */
export interface ItemDocument {
  contentId: string;
  title: string;
  breadcrumb: string[];
  /** Learn path of the item's page, relative to the platform URL (what a citation links to). */
  linkPath: string;
  blocks: TextBlock[];
}

const EXTERNAL_LINK = 'resource/x-bb-externallink';
export const UNTITLED = 'Untitled item';

/**
 * The item's own page in Learn: the alternate-rel link Learn returns, else the Ultra outline
 * opened at the item (the same rule as the content reports).
 */
export function itemLinkPath(courseId: string, item: Pick<CourseItemInput, 'id' | 'links'>): string {
  const alternate = item.links?.find((link) => link.rel === 'alternate' && link.href)?.href;
  if (alternate) return alternate;
  const course = encodeURIComponent(courseId);
  return `/ultra/courses/${course}/outline/edit/document/${encodeURIComponent(item.id)}?courseId=${course}&view=content`;
}

/** Only web URLs are indexed as text; `javascript:` and the like are dropped. */
function webUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything a student could read on the item, as blocks: body, description, web link
 * address, test/assignment instructions under an "Instructions" heading and each attached
 * file under its name. The title is kept apart (it is weighted higher in search).
 */
export function itemToDocument(courseId: string, item: CourseItemInput): ItemDocument {
  const blocks: TextBlock[] = [];
  if (item.body) blocks.push(...htmlToBlocks(item.body));
  if (item.description) blocks.push(...htmlToBlocks(item.description));
  if (item.contentHandler?.id === EXTERNAL_LINK) {
    const url = webUrl(item.contentHandler.url);
    if (url) blocks.push({ kind: 'text', text: `Web link: ${url}` });
  }
  const instructions = item.instructions ? htmlToBlocks(item.instructions) : [];
  if (instructions.length > 0) blocks.push({ kind: 'heading', text: 'Instructions' }, ...instructions);
  for (const file of item.attachments ?? []) {
    if (file.blocks.length === 0) continue;
    blocks.push({ kind: 'heading', text: `Attached file: ${file.fileName}` }, ...file.blocks);
  }
  return {
    contentId: item.id,
    title: item.title?.trim() || UNTITLED,
    breadcrumb: [...(item.breadcrumb ?? [])],
    linkPath: itemLinkPath(courseId, item),
    blocks,
  };
}
