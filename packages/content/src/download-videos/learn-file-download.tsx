import { useId, useState } from 'react';
import { format, useMessages } from '@tools/launch';
import { downloadContentAttachment, useLearnClient } from '@tools/learn-api';
import { Button, downloadBlob, InlineAlert } from '@tools/ui';
import { pickAttachment, type VideoEntry } from '../domain/videos.ts';
import { messages } from '../messages.ts';
import type { AttachmentListing } from './use-video-attachments.ts';

interface Props {
  courseUuid: string;
  entry: VideoEntry & { learnFile: NonNullable<VideoEntry['learnFile']> };
  /** undefined while the item's attachments are being listed. */
  listing: AttachmentListing | undefined;
}

/**
 * Download for a file stored in Learn: the bytes are fetched with the bearer token (a plain
 * link cannot send it, and the token must never go into a URL) and saved from a Blob.
 * Busy and failure are per row, so one bad file does not block the others.
 */
export function LearnFileDownload({ courseUuid, entry, listing }: Props) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const label = (
    <>
      {m.download}
      <span className="visually-hidden"> {entry.title}</span>
    </>
  );

  if (listing && 'error' in listing)
    return (
      // Comes with the row (the listing failed before the user did anything): a note, not an announcement.
      <InlineAlert as="span" live="off">
        {format(m.downloadUnavailable, { message: listing.error })}
      </InlineAlert>
    );
  const attachment = listing ? pickAttachment(entry, listing.attachments) : undefined;
  if (listing && !attachment?.id) return null; // Learn lists no such file: only Open is offered

  const start = async () => {
    if (!attachment?.id) return;
    setBusy(true);
    setError(undefined);
    try {
      const blob = await downloadContentAttachment(client, {
        courseRef: courseUuid,
        contentId: entry.learnFile.contentId,
        attachmentId: attachment.id,
      });
      downloadBlob(attachment.fileName ?? entry.learnFile.fileName ?? entry.title, blob);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        busy={busy || !listing}
        {...(busy
          ? {
              busyText: (
                <>
                  {m.downloading}
                  <span className="visually-hidden"> {entry.title}</span>
                </>
              ),
            }
          : {})}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void start()}
      >
        {label}
      </Button>
      {error ? (
        <InlineAlert as="span" id={errorId}>
          {format(m.downloadFailed, { message: error })}
        </InlineAlert>
      ) : null}
    </>
  );
}
