import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'MyCourses',
    title: 'My Course Roster',
    audience: ['student', 'instructor'],
    needsCourse: false,
    load: () => import('./my-courses/my-courses-screen.tsx'),
  },
  {
    route: 'CourseDetails',
    title: 'Course Details',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./course-details/course-details-screen.tsx'),
  },
]);
