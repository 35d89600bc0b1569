/**
 * Query keys for our server's data. Every parameter that changes the answer is in the key; the
 * token never is. A domain's keys start with its name, so `invalidateQueries({ queryKey:
 * backendKeys.latePenalty.all })` refreshes one domain.
 */
export const backendKeys = {
  latePenalty: {
    all: ['late-penalty'] as const,
    rules: () => ['late-penalty', 'rules'] as const,
    /** Every course's associations (a prefix: rule renames and deletes reach all of them). */
    allAssociations: () => ['late-penalty', 'associations'] as const,
    associations: (courseId: string | null) => ['late-penalty', 'associations', courseId ?? '*'] as const,
    /** Every penalty listing (a prefix: one course's and the admin's cross-course view). */
    allPenalties: () => ['late-penalty', 'penalties'] as const,
    penalties: (courseId: string | null) => ['late-penalty', 'penalties', courseId ?? '*'] as const,
    courseDefault: (courseId: string) => ['late-penalty', 'course-default', courseId] as const,
    ruleUsage: () => ['late-penalty', 'rule-usage'] as const,
  },
  gradeHurdle: {
    all: ['grade-hurdle'] as const,
    associations: (courseId: string | null) => ['grade-hurdle', 'associations', courseId ?? '*'] as const,
    runs: (courseId: string) => ['grade-hurdle', 'runs', courseId] as const,
    writebacks: (courseId: string, runId: string) => ['grade-hurdle', 'writebacks', courseId, runId] as const,
  },
  deliverables: {
    all: ['deliverables'] as const,
    rows: () => ['deliverables', 'rows'] as const,
    row: (item: string) => ['deliverables', 'row', item] as const,
  },
  enrollment: {
    all: ['enrollment'] as const,
    search: (searchType: string, searchValue: string) => ['enrollment', 'courses', searchType, searchValue] as const,
    record: () => ['enrollment', 'record'] as const,
  },
  athletics: {
    all: ['athletics'] as const,
    data: () => ['athletics', 'sports-and-students'] as const,
  },
  courseCache: {
    all: ['course-cache'] as const,
    columns: (courseId: string, need: readonly string[]) =>
      ['course-cache', 'columns', courseId, [...new Set(need)].sort()] as const,
  },
  relatedArticles: {
    all: ['related-articles'] as const,
    search: (query: string) => ['related-articles', query] as const,
  },
};
