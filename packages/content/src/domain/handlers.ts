/** Content handler ids the reports single out (001 §3). */
export const HANDLER = {
  assignment: 'resource/x-bb-assignment',
  testLink: 'resource/x-bb-asmt-test-link',
  externalLink: 'resource/x-bb-externallink',
  folder: 'resource/x-bb-folder',
  file: 'resource/x-bb-file',
  document: 'resource/x-bb-document',
} as const;

/**
 * Human names for the Content Summary's "Content Type" (the Patterns page shows raw handler
 * ids). Names follow Learn's own UI; an unknown handler is shown by its id, so nothing is hidden.
 */
const TYPE_NAMES: Record<string, string> = {
  'resource/x-bb-folder': 'Folder',
  'resource/x-bb-lesson': 'Learning Module',
  'resource/x-bb-document': 'Document',
  'resource/x-bb-file': 'File',
  'resource/x-bb-externallink': 'Web Link',
  'resource/x-bb-assignment': 'Assignment',
  'resource/x-bb-asmt-test-link': 'Test',
  'resource/x-bb-asmt-survey-link': 'Survey',
  'resource/x-bb-blti-link': 'LTI Link',
  'resource/x-bb-courselink': 'Course Link',
  'resource/x-bb-forumlink': 'Discussion',
  'resource/x-bb-toollink': 'Tool Link',
  'resource/x-bb-syllabus': 'Syllabus',
  'resource/x-bb-blankpage': 'Blank Page',
  'resource/x-bb-bltiplacement-Portal': 'LTI Placement',
};

/** Items without a handler id (Learn omits it for some legacy types). */
export const UNKNOWN_HANDLER = 'Unknown';

export function contentTypeName(handlerId: string | undefined): string {
  if (!handlerId) return UNKNOWN_HANDLER;
  return TYPE_NAMES[handlerId] ?? handlerId;
}
