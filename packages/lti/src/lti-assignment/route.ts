import { defineRoute } from '@tools/launch';

export const ltiAssignmentRoute = defineRoute({
  route: 'LTIAssignment',
  audience: ['student', 'instructor'],
  title: 'welcome',
  needs: [
    { params: ['lineItemUrl', 'backendUrl'], missing: 'missingLineItemOrBackend' },
    { params: ['uuid'], missing: 'missingUuid' },
    {
      params: ['token', 'uuid', 'courseUuid', 'lineItemUrl', 'backendUrl', 'platformUrl'],
      missing: 'missingTokenUuidCourse',
    },
  ],
  learn: false,
  texts: () => import('../messages.ts').then((mod) => mod.messages),
  load: () => import('./lti-assignment-screen.tsx'),
});
