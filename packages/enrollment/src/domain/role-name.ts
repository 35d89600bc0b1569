/** Learn's built-in course role ids and the names Learn shows for them. */
const KNOWN: Record<string, string> = {
  Instructor: 'Instructor',
  TeachingAssistant: 'Teaching Assistant',
  CourseBuilder: 'Course Builder',
  Grader: 'Grader',
  Student: 'Student',
  Guest: 'Guest',
  InstructionalDesigner: 'Instructional Designer',
};

/** A course role id as a person reads it: 'InstructionalDesigner' -> 'Instructional Designer'. */
export function roleName(courseRoleId: string): string {
  const known = KNOWN[courseRoleId];
  if (known) return known;
  return courseRoleId
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
}
