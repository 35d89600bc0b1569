import { defineRoute } from '@tools/launch';

export const downloadVideosRoute = defineRoute({
  route: 'DownloadVideos',
  audience: ['student', 'instructor'],
  title: 'videosTitle',
  needs: [{ params: ['token', 'courseUuid'], missing: 'missingCourse' }],
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./download-videos-screen.tsx'),
});
