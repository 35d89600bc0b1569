import type { EndpointDef } from './endpoint.ts';

export interface PrivateEndpointEntry {
  readonly endpoint: EndpointDef;
  /** Why the public API cannot do this (reviewed whenever Learn adds public endpoints). */
  readonly reason: string;
}

/**
 * Every private `/learn/api/v1` call this client makes. The contract test fails if a
 * privateEndpoint() is declared without an entry here.
 *
 * Currently none: each private call in the product spec has a public equivalent.
 * - GET /learn/api/v1/courses/{id}/contents/{contentId} -> public GET v1 contents/{contentId} (getContent).
 * - POST .../gradebook/columns/{col}/grades with perfCodeId -> PATCH v2 grade with gradeNotationId (patchColumnGrade).
 * - POST .../grades with text null / .../grades/{gradeId} with manualGrade empty (revert an override)
 *   -> PATCH v2 grade with score: null (patchColumnGrade).
 * - GET .../grades?userId= (grade id, perfCodeId, text) -> GET v2 columns/{col}/users/{user} (getColumnGrade:
 *   gradeNotationId, text, overridden).
 */
export const PRIVATE_ENDPOINTS: readonly PrivateEndpointEntry[] = [];
