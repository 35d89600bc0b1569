import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, LEARN_URL, renderTool, sandbox, screen, within } from '@tools/testing';
import DownloadVideosScreen from '../download-videos/download-videos-screen.tsx';

describe('DownloadVideos', () => {
  it('lists video files and video links with open/download links, in one Learn request', async () => {
    const { container } = renderTool(DownloadVideosScreen, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Course Videos' })).toBeInTheDocument();
    expect(screen.getByText('Loading course videos…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Course Videos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['Lecture 1: Inside the Cell', 'Video file', 'Week 1: The Cell'],
      ['Course welcome video', 'Video link', 'Top level'],
    ]);
    const lecture = within(rows[0]!).getByRole('link', { name: 'Open Lecture 1: Inside the Cell' });
    expect(lecture.getAttribute('href')).toContain(`${LEARN_URL}/ultra/courses/${DEMO.courses.bio101.id}/outline/edit/document/${DEMO.bio101.contents.lectureVideo}`);
    expect(within(rows[1]!).getByRole('link', { name: 'Open Course welcome video' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8IlzKri08kk');
    expect(within(rows[1]!).queryByRole('link', { name: /Download/ })).toBeNull();
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(sandbox().state.requestLog.items[0]?.query.fields?.split(",")).toContain("body");
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds a video file linked from a document body, with a Download link', async () => {
    renderTool(DownloadVideosScreen, launchAs('student', { courseUuid: DEMO.courseUuids.chem201 }));
    const table = await screen.findByRole('table', { name: 'Course Videos' });
    const row = within(table).getByRole('row', { name: /Titration demo video/ });
    expect(within(row).getByText('Video file')).toBeInTheDocument();
    const download = within(row).getByRole('link', { name: 'Download Titration demo video' });
    expect(download).toHaveAttribute('href', 'https://example.edu/media/titration-demo.mp4');
    expect(download).toHaveAttribute('download');
  });

  it('says when a course has no videos, and explains missing parameters', async () => {
    const list = sandbox().state.store.data.contents;
    for (let i = list.length - 1; i >= 0; i -= 1) if (list[i]!.courseId === DEMO.courses.bio101.id && /video|Lecture/.test(list[i]!.title)) list.splice(i, 1);
    const view = renderTool(DownloadVideosScreen, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    expect(await screen.findByText('No videos found in this course.')).toBeInTheDocument();
    view.unmount();
    renderTool(DownloadVideosScreen, launchAs('student', { courseUuid: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Missing access token or course UUID. Please try again.');
  });

  it("shows Learn's message when the course cannot be read", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 403, path: '/contents' });
    renderTool(DownloadVideosScreen, launchAs('student', { courseUuid: DEMO.courseUuids.bio101 }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(1); // a 403 is not retried per folder
  });
});
