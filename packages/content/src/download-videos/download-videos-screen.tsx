import { useMemo } from 'react';
import { useMessages } from '@tools/launch';
import { CONTENT_TREE_FIELDS } from '@tools/learn-api';
import { Table, type ColumnDef } from '@tools/ui';
import { findVideos, type VideoEntry } from '../domain/videos.ts';
import { messages } from '../messages.ts';
import { CourseScreen } from '../shared/course-screen.tsx';
import { TreeStatus } from '../shared/tree-status.tsx';
import { useContentTree } from '../shared/use-content-tree.ts';

/** Bodies are read too: documents often embed or link their videos. */
const VIDEO_FIELDS = [...CONTENT_TREE_FIELDS, 'body'];

/** DownloadVideos (000 §2, screen not in the spec): a course's video files and video links. */
export default function DownloadVideosScreen() {
  const m = useMessages(messages);
  return <CourseScreen title={m.videosTitle}>{(courseUuid) => <Videos courseUuid={courseUuid} />}</CourseScreen>;
}

function Videos({ courseUuid }: { courseUuid: string }) {
  const m = useMessages(messages);
  const { query, itemsRead, host } = useContentTree({ courseRef: courseUuid, fields: VIDEO_FIELDS });
  const videos = useMemo(() => (query.data ? findVideos(query.data.items, host) : []), [query.data, host]);
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
    [m],
  );
  return (
    <TreeStatus query={query} itemsRead={itemsRead} loadingText={m.videosLoading} emptyText={m.videosEmpty} isEmpty={videos.length === 0}>
      <Table label={m.videosTitle} columns={columns} data={videos} getRowId={(v) => v.key} />
    </TreeStatus>
  );
}
