/** Texts of the bulk-run lease services (ours: the spec has no leases). */
export const bulkRunsMessages = {
  held: '{name} has been running this ({kind}) since {startedAt}. Wait for it to finish.',
  heldStale:
    '{name} started this ({kind}) at {startedAt} and has not been heard from since {heartbeatAt}: the run has stopped and may be taken over.',
  lost: 'This run no longer holds its lease: {name} has held it since {startedAt}.',
  lostReleased: 'This run no longer holds its lease (it was released). Start the run again.',
  systemAdminsOnly: 'Only Learn system administrators may run {kind} here.',
  courseNotFound: 'Learn does not know the course {courseId}.',
  categoryNotFound: 'Learn does not know the catalog category {categoryId}.',
  learnUnavailable: 'Could not check the course or category with Learn: {reason}',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const bulkRunsCatalogue = { spec: {}, ours: bulkRunsMessages };
