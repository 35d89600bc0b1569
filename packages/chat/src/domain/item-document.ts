import type { TextBlock } from './html-blocks.ts';

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
