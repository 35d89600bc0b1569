import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'DeepLinkTool',
    title: 'Deep Link Tool',
    audience: ['instructor'],
    needsCourse: true,
    load: () => import('./deep-link-tool/deep-link-tool-screen.tsx'),
  },
  {
    route: 'LTIAssignment',
    title: 'LTI Assignment (grade sender)',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./lti-assignment/lti-assignment-screen.tsx'),
  },
]);
