/** The handler-independent bits of a Learn content item the link rules read. */
export interface LinkedContent {
  id?: string | undefined;
  title?: string | undefined;
  links?: readonly { href?: string | undefined; rel?: string | undefined }[] | undefined;
  contentHandler?: { id?: string | undefined; url?: string | undefined } | undefined;
}

/** Learn returns its UI links as paths; they must be opened on the Learn host, not ours. */
export function absoluteUrl(host: string, href: string): string {
  return new URL(href, host.endsWith('/') ? host : `${host}/`).toString();
}

/** 001 §7: {host}/ultra/courses/{id}/outline */
export function courseOutlineUrl(host: string, courseId: string): string {
  return `${host.replace(/\/+$/, '')}/ultra/courses/${encodeURIComponent(courseId)}/outline`;
}

/** The item's own page in Learn: its alternate-rel link (001 §7). */
export function alternateHref(item: LinkedContent): string | undefined {
  return item.links?.find((link) => link.rel === 'alternate' && link.href)?.href;
}

/**
 * Assignment link (001 §7): the item's alternate-rel href, else the outline content path
 * for the item (the Ultra outline opened at that content).
 */
export function contentItemUrl(host: string, courseId: string, item: LinkedContent): string {
  const href = alternateHref(item);
  if (href) return absoluteUrl(host, href);
  const base = courseOutlineUrl(host, courseId);
  return item.id
    ? `${base}/edit/document/${encodeURIComponent(item.id)}?courseId=${encodeURIComponent(courseId)}&view=content`
    : base;
}

/** Only web URLs become links: a `javascript:` or `data:` URL from content is never clickable. */
export function safeWebUrl(raw: string | undefined, host?: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = host ? new URL(raw, host) : new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
