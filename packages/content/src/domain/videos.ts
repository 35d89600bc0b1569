import type { WalkedItemLike } from './walked.ts';
import { HANDLER } from './handlers.ts';
import { absoluteUrl, alternateHref, safeWebUrl } from './links.ts';

export const VIDEO_EXTENSIONS = [
  'mp4',
  'm4v',
  'mov',
  'webm',
  'ogv',
  'avi',
  'wmv',
  'mkv',
  'mpg',
  'mpeg',
  '3gp',
  'flv',
] as const;

/** Streaming sites: their pages play a video but offer no file to download. */
const VIDEO_HOSTS = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'dailymotion.com',
  'dai.ly',
  'loom.com',
  'wistia.com',
  'kaltura.com',
  'panopto.com',
  'ted.com',
];

export interface VideoEntry {
  key: string;
  title: string;
  kind: 'file' | 'link';
  /** Folder titles above the item (empty = top level). */
  path: string[];
  /** Where the video plays: the file or link itself, else the item's page in Learn. */
  openUrl: string;
  /** A direct file URL, when one is known (never for streaming sites or Learn-hosted uploads). */
  downloadUrl?: string;
  fileName?: string;
  /**
   * A file stored in Learn, downloaded through the attachments API of this content item.
   * `upload`: a File item, which holds exactly one file; else a file attached to a document.
   */
  learnFile?: { contentId: string; fileName?: string; upload: boolean };
}

/** What Learn's attachments listing says about one file (id, fileName, mimeType). */
export interface AttachmentLike {
  id?: string | undefined;
  fileName?: string | undefined;
  mimeType?: string | undefined;
}

export const isVideoAttachment = (a: AttachmentLike): boolean =>
  Boolean(a.mimeType?.toLowerCase().startsWith('video/')) || isVideoFileName(a.fileName);

/**
 * The attachment to download for a row: the one with the row's file name, else (for an
 * upload, whose item holds one file) the only video attachment. Undefined when unclear.
 */
export function pickAttachment(entry: VideoEntry, attachments: readonly AttachmentLike[]): AttachmentLike | undefined {
  const name = entry.learnFile?.fileName;
  const named = name ? attachments.find((a) => a.id && a.fileName === name) : undefined;
  if (named) return named;
  const videos = attachments.filter((a) => a.id && isVideoAttachment(a));
  return entry.learnFile?.upload && videos.length === 1 ? videos[0] : undefined;
}

/**
 * Files Ultra embeds in a document body: `data-bbfile="{…linkName, mimeType…}"` (HTML-escaped
 * JSON). This is how a document tells which attachments are videos without listing them.
 */
export function embeddedFiles(html: string | undefined): { fileName: string; mimeType?: string }[] {
  if (!html) return [];
  const found: { fileName: string; mimeType?: string }[] = [];
  const pattern = /\bdata-bbfile\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const raw = (match[1] ?? match[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&amp;/g, '&');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      continue; // not the JSON Learn writes: ignore rather than guess
    }
    const record = (parsed ?? {}) as { linkName?: unknown; mimeType?: unknown };
    if (typeof record.linkName !== 'string' || record.linkName === '') continue;
    found.push({
      fileName: record.linkName,
      ...(typeof record.mimeType === 'string' ? { mimeType: record.mimeType } : {}),
    });
  }
  return found;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
export const isVideoFileName = (name: string | undefined): boolean =>
  Boolean(name && (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(name) ?? ''));

function isVideoFileUrl(url: URL): boolean {
  return isVideoFileName(decodeURIComponent(url.pathname));
}

function isStreamingUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return VIDEO_HOSTS.some((site) => host === site || host.endsWith(`.${site}`));
}

/** Classifies a web URL: a video file, a streaming-site link, or neither. */
export function videoUrlKind(raw: string | undefined): { kind: 'file' | 'link'; url: string } | undefined {
  const safe = safeWebUrl(raw);
  if (!safe) return undefined;
  const url = new URL(safe);
  if (isVideoFileUrl(url)) return { kind: 'file', url: safe };
  if (isStreamingUrl(url)) return { kind: 'link', url: safe };
  return undefined;
}

/** href/src values of an HTML body (links, <video>, <source>), without a DOM. */
export function urlsInHtml(html: string | undefined): string[] {
  if (!html) return [];
  const found: string[] = [];
  const pattern = /\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const value = (match[1] ?? match[2] ?? '').replace(/&amp;/g, '&').trim();
    if (value) found.push(value);
  }
  return [...new Set(found)];
}

interface HandlerFile {
  fileName?: unknown;
  mimeType?: unknown;
}

function uploadedFile(handler: Record<string, unknown> | undefined): { fileName?: string; video: boolean } | undefined {
  const file = handler?.file as HandlerFile | undefined;
  if (!file || typeof file !== 'object') return undefined;
  const fileName = typeof file.fileName === 'string' ? file.fileName : undefined;
  const mime = typeof file.mimeType === 'string' ? file.mimeType.toLowerCase() : '';
  return { ...(fileName ? { fileName } : {}), video: mime.startsWith('video/') || isVideoFileName(fileName) };
}

/**
 * A course's videos: uploaded video files (file items, by MIME type or extension), external
 * links to video files or streaming sites, and video URLs inside document bodies.
 */
export function findVideos(items: readonly WalkedItemLike[], host: string): VideoEntry[] {
  const out: VideoEntry[] = [];
  items.forEach(({ item, path = [] }, index) => {
    const key = item.id ?? `item-${index}`;
    const title = item.title?.trim() || key;
    const handler = item.contentHandler as Record<string, unknown> | undefined;
    const page = alternateHref(item);
    const pageUrl = page ? safeWebUrl(absoluteUrl(host, page)) : undefined;

    const upload = uploadedFile(handler);
    if (upload?.video && pageUrl) {
      // Learn serves uploads behind its own session from the item's page (see README).
      const fileName = upload.fileName ? { fileName: upload.fileName } : {};
      out.push({
        key,
        title,
        kind: 'file',
        path,
        openUrl: pageUrl,
        ...fileName,
        ...(item.id ? { learnFile: { contentId: item.id, ...fileName, upload: true } } : {}),
      });
      return;
    }
    if (item.contentHandler?.id === HANDLER.externalLink) {
      const video = videoUrlKind(item.contentHandler.url);
      if (video)
        out.push({
          key,
          title,
          kind: video.kind,
          path,
          openUrl: video.url,
          ...(video.kind === 'file' ? { downloadUrl: video.url } : {}),
        });
      return;
    }
    if (item.contentHandler?.id === HANDLER.document && item.id && pageUrl) {
      for (const file of embeddedFiles(item.body)) {
        if (!isVideoAttachment(file)) continue;
        out.push({
          key: `${key}:file:${file.fileName}`,
          title,
          kind: 'file',
          path,
          openUrl: pageUrl,
          fileName: file.fileName,
          learnFile: { contentId: item.id, fileName: file.fileName, upload: false },
        });
      }
    }
    for (const raw of urlsInHtml(item.body)) {
      const video = videoUrlKind(safeWebUrl(raw, host));
      if (!video) continue;
      out.push({
        key: `${key}:${video.url}`,
        title,
        kind: video.kind,
        path,
        openUrl: video.url,
        ...(video.kind === 'file' ? { downloadUrl: video.url } : {}),
      });
    }
  });
  return out;
}
