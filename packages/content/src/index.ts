import { defineRoutes } from '@tools/launch';

export const routes = defineRoutes([
  {
    route: 'MyLocker',
    title: 'My Locker',
    audience: ['student'],
    needsCourse: false,
    load: () => import('./my-locker/my-locker-screen.tsx'),
  },
  {
    route: 'CourseContentLinks',
    title: 'Course Linkable Content',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./course-content-links/course-content-links-screen.tsx'),
  },
  {
    route: 'CourseLinks',
    title: 'HTML Links in Course',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./course-links/course-links-screen.tsx'),
  },
  {
    route: 'MyCourseLinks',
    title: 'Course HTML Links',
    audience: ['student'],
    needsCourse: true,
    load: () => import('./my-course-links/my-course-links-screen.tsx'),
  },
  {
    route: 'MyCourseWebLinks',
    title: 'Course Web Links',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./my-course-web-links/my-course-web-links-screen.tsx'),
  },
  {
    route: 'CourseContentPatterns',
    title: 'Course Content Patterns',
    audience: ['instructor'],
    needsCourse: true,
    load: () => import('./course-content-patterns/course-content-patterns-screen.tsx'),
  },
  {
    route: 'CourseContentSummary',
    title: 'Course Content Summary',
    audience: ['instructor'],
    needsCourse: true,
    load: () => import('./course-content-summary/course-content-summary-screen.tsx'),
  },
  {
    route: 'InstructorCourses',
    title: 'Instructor Courses',
    audience: ['instructor'],
    needsCourse: false,
    load: () => import('./instructor-courses/instructor-courses-screen.tsx'),
  },
  {
    route: 'DownloadVideos',
    title: 'Course Videos',
    audience: ['student', 'instructor'],
    needsCourse: true,
    load: () => import('./download-videos/download-videos-screen.tsx'),
  },
]);
