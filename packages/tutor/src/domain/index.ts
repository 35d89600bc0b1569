export {
  HIGH_ABOVE,
  LOW_BELOW,
  OVERALL_GRADE,
  articleQuery,
  gradeText,
  instructionsOf,
  isPrimaryId,
  percentOf,
  tutorTables,
} from './tutor-rows.ts';
export type { TutorRow } from './tutor-rows.ts';
