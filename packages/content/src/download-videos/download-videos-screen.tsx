import { useMemo } from 'react';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { CONTENT_TREE_FIELDS } from '@tools/learn-api';
import { Table, type ColumnDef } from '@tools/ui';
import { findVideos, type VideoEntry } from '../domain/videos.ts';
import { messages } from '../messages.ts';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';
import { LearnFileDownload } from './learn-file-download.tsx';
import { useVideoAttachments } from './use-video-attachments.ts';
import '../shared/content.css';

/** Bodies are read too: documents often embed or link their videos. */
const VIDEO_FIELDS = [...CONTENT_TREE_FIELDS, 'body'];

/** DownloadVideos (000 §2, screen not in the spec): a course's video files and video links. */
export default function DownloadVideosScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <Videos courseUuid={launch.courseUuid} />;
}

function Videos({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead, host } = useContentTree({ courseRef: courseUuid, fields: VIDEO_FIELDS });
  const videos = useMemo(
    () =>
      (query.data ? findVideos(query.data.items, host) : []).map((v) =>
        // A document's attached file is named with its document (a document may hold several).
        v.learnFile && !v.learnFile.upload && v.fileName
          ? { ...v, title: format(m.attachedFile, { title: v.title, file: v.fileName }) }
          : v,
      ),
    [query.data, host, m],
  );
  // Per-item failures are inside the data (the listing query itself only fails on abort).
  const listings = useVideoAttachments(courseUuid, videos).data;
  const columns = useMemo<ColumnDef<VideoEntry>[]>(
    () => [
      { accessorKey: 'title', header: m.colTitle },
      { id: 'kind', accessorFn: (v) => (v.kind === 'file' ? m.kindFile : m.kindLink), header: m.colKind },
      { id: 'location', accessorFn: (v) => (v.path.length ? v.path.join(' / ') : m.topLevel), header: m.colLocation },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row }) => {
          const v = row.original;
          return (
            <span className="ct-actions">
              <a href={v.openUrl} target="_blank" rel="noopener noreferrer">
                {m.open}
                <span className="visually-hidden"> {v.title}</span>
              </a>
              {v.learnFile ? (
                <>
                  {' · '}
                  <LearnFileDownload
                    courseUuid={courseUuid}
                    entry={{ ...v, learnFile: v.learnFile }}
                    listing={listings?.get(v.learnFile.contentId)}
                  />
                </>
              ) : null}
              {v.downloadUrl ? (
                <>
                  {' · '}
                  <a href={v.downloadUrl} download={v.fileName ?? ''} rel="noopener noreferrer">
                    {m.download}
                    <span className="visually-hidden"> {v.title}</span>
                  </a>
                </>
              ) : null}
            </span>
          );
        },
      },
    ],
    [m, courseUuid, listings],
  );
  return (
    <TreeStatus
      query={query}
      itemsRead={itemsRead}
      loadingText={m.videosLoading}
      emptyText={m.videosEmpty}
      isEmpty={videos.length === 0}
    >
      <Table label={m.videosTitle} columns={columns} data={videos} getRowId={(v) => v.key} />
    </TreeStatus>
  );
}
