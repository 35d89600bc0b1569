/** Texts the events back end answers with (issue 14). */
export const eventsMessages = {
  published: 'Stored {stored} event(s); {unchanged} were already in the log.',
  handled: 'Marked {stored} event(s) handled; {unchanged} were already handled or are not in the log.',
  learnUnavailable: 'Could not read your courses from Learn: {reason}',
  serverOwned:
    'Event {id} cannot be published: Course Tools writes {type} events itself, from its own records. Nothing was stored.',
  courseRefused:
    'You have no role in course {course} in Learn, so you cannot publish events about it. Nothing was stored.',
  tooManyCourses: 'One publish may name at most {max} courses. Nothing was stored.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const eventsCatalogue = { spec: {}, ours: eventsMessages };
