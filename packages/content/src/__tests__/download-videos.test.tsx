import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  launchAs,
  LEARN_URL,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { downloadVideosRoute } from '../download-videos/route.ts';

/** What downloadBlob handed to the browser: the Blob and the file name of the temporary link. */
let saved: { blob: Blob; fileName: string }[];
let lastBlob: Blob | undefined;
beforeEach(() => {
  saved = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:test/video';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:') && lastBlob) saved.push({ blob: lastBlob, fileName: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The row's Download button once the item's attachments are listed (busy until then). */
async function readyDownload(row: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(within(row).getByRole('button', { name })).not.toHaveAttribute('aria-busy'));
  return within(row).getByRole('button', { name });
}

const MP4_START = [0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70]; // "....ftyp"

describe('DownloadVideos', () => {
  it('lists video files (uploads and document attachments) and video links; attachments listed only for those items', async () => {
    const { container } = await renderTool(
      downloadVideosRoute,
      launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Course Videos' })).toBeInTheDocument();
    expect(screen.getByText('Loading course videos…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Course Videos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Lecture 1: Inside the Cell', 'Video file', 'Week 1: The Cell'],
      [
        'Lab safety sheet: lab-safety-briefing.mp4',
        'Video file',
        'Week 1: The Cell / Lab Materials / Lab 1: Microscopy',
      ],
      ['Course welcome video', 'Video link', 'Top level'],
    ]);
    const lecture = within(rows[0]!).getByRole('link', { name: 'Open Lecture 1: Inside the Cell' });
    expect(lecture.getAttribute('href')).toContain(
      `${LEARN_URL}/ultra/courses/${DEMO.courses.bio101.id}/outline/edit/document/${DEMO.bio101.contents.lectureVideo}`,
    );
    expect(
      within(rows[1]!).getByRole('link', { name: 'Open Lab safety sheet: lab-safety-briefing.mp4' }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Open Course welcome video' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=8IlzKri08kk',
    );
    await waitFor(() =>
      expect(within(rows[0]!).getByRole('button', { name: 'Download Lecture 1: Inside the Cell' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(
      within(rows[1]!).getByRole('button', { name: 'Download Lab safety sheet: lab-safety-briefing.mp4' }),
    ).not.toHaveAttribute('aria-busy');
    expect(within(rows[2]!).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('link', { name: /Download/ })).toBeNull();

    // Budget: the tree (1) + one attachment listing per Learn-stored video item (2), nothing else.
    const log = sandbox().state.requestLog;
    expect(log.total).toBe(3);
    expect(log.items[0]?.query.fields?.split(',')).toContain('body');
    const listed = log.items.filter((r) => r.path.endsWith('/attachments')).map((r) => r.path.split('/').at(-2));
    expect(listed.sort()).toEqual([DEMO.bio101.contents.lectureVideo, DEMO.bio101.contents.labSafety].sort());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('downloads a Learn-stored video through the API with a busy state, and saves the exact bytes', async () => {
    const user = userEvent.setup();
    // The download hangs until the faults are cleared: the busy state is checked without racing a timer.
    sandbox().state.faults.add({ kind: 'hang', path: '/download' });
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    const row = await screen.findByRole('row', { name: /Lecture 1: Inside the Cell/ });
    const button = await readyDownload(row, 'Download Lecture 1: Inside the Cell');
    const before = sandbox().state.requestLog.total;
    await user.click(button);
    expect(within(row).getByRole('button', { name: 'Downloading… Lecture 1: Inside the Cell' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    sandbox().state.faults.clear();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('lecture-01-inside-the-cell.mp4');
    expect(saved[0]!.blob.type).toBe('video/mp4');
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 8)]).toEqual(MP4_START);
    expect(sandbox().state.requestLog.total).toBe(before + 1);
    expect(sandbox().state.requestLog.items.at(-1)?.path).toMatch(
      new RegExp(`/contents/${DEMO.bio101.contents.lectureVideo}/attachments/_\\d+_1/download$`),
    );
    expect(within(row).getByRole('button', { name: 'Download Lecture 1: Inside the Cell' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('shows a failed download in its own row only, and a retry can succeed', async () => {
    const user = userEvent.setup();
    sandbox().state.faults.add({ kind: 'status', status: 404, path: '/download', times: 1 });
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    const row = await screen.findByRole('row', { name: /Lecture 1: Inside the Cell/ });
    const button = await readyDownload(row, 'Download Lecture 1: Inside the Cell');
    await user.click(button);
    const error = await within(row).findByRole('alert');
    expect(error.textContent).toMatch(/^Download failed: .+/);
    expect(button).toHaveAccessibleDescription(error.textContent!);
    expect(saved).toEqual([]);
    const other = screen.getByRole('row', { name: /Lab safety sheet/ });
    expect(within(other).queryByRole('alert')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it("says per row when an item's files cannot be listed; Open still works", async () => {
    sandbox().state.faults.add({
      kind: 'status',
      status: 403,
      path: `/contents/${DEMO.bio101.contents.labSafety}/attachments`,
    });
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    const row = await screen.findByRole('row', { name: /Lab safety sheet/ });
    expect(await within(row).findByText(/^Download unavailable: .+/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(row).getByRole('link', { name: /^Open Lab safety sheet/ })).toBeInTheDocument();
    const lecture = screen.getByRole('row', { name: /Lecture 1: Inside the Cell/ });
    await waitFor(() =>
      expect(within(lecture).getByRole('button', { name: 'Download Lecture 1: Inside the Cell' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  });

  it('lists no attachments when a course has no Learn-stored videos', async () => {
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.chem201 }));
    await screen.findByRole('table', { name: 'Course Videos' });
    expect(sandbox().state.requestLog.total).toBe(1);
  });

  it('finds a video file linked from a document body, with a Download link', async () => {
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.chem201 }));
    const table = await screen.findByRole('table', { name: 'Course Videos' });
    const row = within(table).getByRole('row', { name: /Titration demo video/ });
    expect(within(row).getByText('Video file')).toBeInTheDocument();
    const download = within(row).getByRole('link', { name: 'Download Titration demo video' });
    expect(download).toHaveAttribute('href', 'https://example.edu/media/titration-demo.mp4');
    expect(download).toHaveAttribute('download');
  });

  it('says when a course has no videos, and explains missing parameters', async () => {
    const list = sandbox().state.store.data.contents;
    for (let i = list.length - 1; i >= 0; i -= 1)
      if (list[i]!.courseId === DEMO.courses.bio101.id && /video|Lecture|Lab safety/.test(list[i]!.title))
        list.splice(i, 1);
    const view = await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    expect(await screen.findByText('No videos found in this course.')).toBeInTheDocument();
    view.unmount();
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or course UUID. Please try again.',
    );
  });

  it("shows Learn's message when the course cannot be read", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 403, path: '/contents' });
    await renderTool(downloadVideosRoute, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(1); // a 403 is not retried per folder
  });
});
