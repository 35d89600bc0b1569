import { useQuery } from '@tanstack/react-query';
import pLimit from 'p-limit';
import { learnKeys, listContentAttachments, useLearnClient, type Attachment } from '@tools/learn-api';
import type { VideoEntry } from '../domain/videos.ts';

/** Attachment listings in flight at once (below the client's per-host bound of 6). */
export const ATTACHMENT_CONCURRENCY = 4;

/** One item's listing: its attachments, or why they could not be read (the others still count). */
export type AttachmentListing = { attachments: Attachment[] } | { error: string };

/**
 * The attachments of the items whose videos are stored in Learn: one listing per such item
 * (File items with a video, documents embedding one), never for other items, at most
 * ATTACHMENT_CONCURRENCY at a time. Pending/failed per item, not for the whole table.
 */
export function useVideoAttachments(courseUuid: string, videos: readonly VideoEntry[]) {
  const client = useLearnClient();
  const contentIds = [...new Set(videos.flatMap((v) => (v.learnFile ? [v.learnFile.contentId] : [])))].sort();
  return useQuery({
    queryKey: [...learnKeys.course(client.baseUrl, courseUuid), 'videoAttachments', contentIds],
    enabled: contentIds.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const limit = pLimit(ATTACHMENT_CONCURRENCY);
      const listings = await Promise.all(
        contentIds.map((contentId) =>
          limit(async (): Promise<[string, AttachmentListing]> => {
            try {
              const attachments = await listContentAttachments(
                client,
                { courseRef: courseUuid, contentId },
                { signal, fields: ['id', 'fileName', 'mimeType'] },
              );
              return [contentId, { attachments }];
            } catch (error) {
              if (signal.aborted) throw error;
              return [contentId, { error: error instanceof Error ? error.message : String(error) }];
            }
          }),
        ),
      );
      return new Map(listings);
    },
  });
}
