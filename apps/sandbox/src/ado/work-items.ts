/**
 * The fake Azure DevOps' seeded work items (ids 4101-4170): areas, states, iterations (one of
 * them a blocker), assignees and tags, deterministic so the demo, tests and E2E agree.
 * Id 4199 always fails with a server error (for the tracker's "ADO sync failed" path).
 */
export const ADO_PAT = 'sandbox-pat';
export const FAILING_WORK_ITEM = 4199;

const AREAS = [
  'Portfolio\\Northfield University',
  'Portfolio\\Lakeside College',
  'Portfolio\\Harbor State',
  'Portfolio\\Summit Tech',
];
const STATES = ['New', 'Active', 'Resolved', 'Closed', 'Active'];
const ITERATIONS = [
  'Portfolio\\2025 Sprint24',
  'Portfolio\\2025 Sprint25',
  'Portfolio\\2025 Sprint26',
  'Portfolio\\Blocker',
  'Portfolio\\Backlog',
];
const PEOPLE = [
  { displayName: 'Priya Natarajan', uniqueName: 'priya.natarajan@example.edu' },
  { displayName: 'Margaret Ellis', uniqueName: 'margaret.ellis@example.edu' },
  { displayName: 'Sam Carter', uniqueName: 'sam.carter@example.edu' },
  { displayName: 'Diego Kowalski', uniqueName: 'diego.kowalski@example.edu' },
];
const TAGS = ['integration', 'reporting; transcript', 'go-live', '', 'escalation; erp'];

export interface WorkItem {
  id: number;
  rev: number;
  fields: Record<string, unknown>;
}

export function workItem(id: number): WorkItem | null {
  if (!Number.isInteger(id) || id < 4101 || id > 4170) return null;
  const i = id - 4101;
  const person = PEOPLE[i % PEOPLE.length]!;
  return {
    id,
    rev: 1 + (i % 4),
    fields: {
      'System.Id': id,
      'System.AreaPath': AREAS[i % AREAS.length],
      'System.State': STATES[i % STATES.length],
      'System.IterationPath': ITERATIONS[i % ITERATIONS.length],
      'System.AssignedTo': { ...person, id: `ado-user-${i % PEOPLE.length}` },
      'System.Tags': TAGS[i % TAGS.length],
      'System.Title': `Work item ${id}`,
    },
  };
}
