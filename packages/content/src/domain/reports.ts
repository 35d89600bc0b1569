import type { Content, WalkedItemLike } from './walked.ts';
import { contentTypeName, HANDLER, UNKNOWN_HANDLER } from './handlers.ts';
import { absoluteUrl, alternateHref, safeWebUrl } from './links.ts';

export interface LinkableItem {
  id: string;
  title: string;
  /** The handler id, shown in parentheses (001 §2.2). */
  type: string;
  url: string;
}

const keyOf = (item: Content, index: number) => item.id ?? `item-${index}`;

/**
 * 001 §2.2: every item that has a link (an external link's target, else its page in Learn),
 * assessment links skipped.
 */
export function linkableItems(items: readonly WalkedItemLike[], host: string): LinkableItem[] {
  const out: LinkableItem[] = [];
  items.forEach(({ item }, index) => {
    const type = item.contentHandler?.id ?? UNKNOWN_HANDLER;
    if (type === HANDLER.testLink) return;
    const href = alternateHref(item);
    const url = safeWebUrl(item.contentHandler?.url) ?? (href ? safeWebUrl(absoluteUrl(host, href)) : undefined);
    if (!url) return;
    out.push({ id: keyOf(item, index), title: item.title?.trim() || url, type, url });
  });
  return out;
}

export interface WebLink {
  id: string;
  title: string;
  url: string;
}

/** 001 §2.3-2.5: external-link items, title falling back to `untitled`. Unsafe URLs are dropped. */
export function externalLinks(items: readonly WalkedItemLike[], untitled: string, topLevelOnly = false): WebLink[] {
  const out: WebLink[] = [];
  items.forEach(({ item, depth }, index) => {
    if (item.contentHandler?.id !== HANDLER.externalLink) return;
    if (topLevelOnly && depth !== 0) return;
    const url = safeWebUrl(item.contentHandler.url);
    if (!url) return;
    out.push({ id: keyOf(item, index), title: item.title?.trim() || untitled, url });
  });
  return out;
}

export interface CountRow {
  key: string;
  count: number;
}

function countBy(items: readonly WalkedItemLike[], keyFor: (item: Content) => string): CountRow[] {
  const counts = new Map<string, number>();
  for (const { item } of items) {
    const key = keyFor(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Most frequent first; ties by name so the order is stable.
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** 001 §2.6: items per content handler id. */
export function handlerCounts(items: readonly WalkedItemLike[]): CountRow[] {
  return countBy(items, (item) => item.contentHandler?.id ?? UNKNOWN_HANDLER);
}

/** 001 §2.7 / 000 Instructor Courses: items per content type (handler named as in Learn). */
export function contentTypeCounts(items: readonly WalkedItemLike[]): CountRow[] {
  return countBy(items, (item) => contentTypeName(item.contentHandler?.id));
}
