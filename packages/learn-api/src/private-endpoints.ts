import type { EndpointDef } from './endpoint.ts';
import { getContentDetailEndpoint } from './endpoints/content-detail.ts';

export interface PrivateEndpointEntry {
  readonly endpoint: EndpointDef;
  /** Why the public API cannot do this (reviewed whenever Learn adds public endpoints). */
  readonly reason: string;
}

/**
 * Every private `/learn/api/v1` call this client makes. The contract test fails if a
 * privateEndpoint() is declared without an entry here.
 *
 * Each private call in the spec has a public equivalent except test instructions (below).
 * - GET /learn/api/v1/courses/{id}/contents/{contentId}: the public content item (getContent)
 *   serves title, body and handler, but not a test's instructions; only the private
 *   `contentDetail` has them (getContentDetail, used by the course tutor).
 * - POST .../gradebook/columns/{col}/grades with perfCodeId -> PATCH v2 grade with gradeNotationId (patchColumnGrade).
 * - POST .../grades with text null / .../grades/{gradeId} with manualGrade empty (revert an override)
 *   -> PATCH v2 grade with score: null (patchColumnGrade).
 * - GET .../grades?userId= (grade id, perfCodeId, text) -> GET v2 columns/{col}/users/{user} (getColumnGrade:
 *   gradeNotationId, text, overridden).
 */
export const PRIVATE_ENDPOINTS: readonly PrivateEndpointEntry[] = [
  {
    endpoint: getContentDetailEndpoint,
    reason:
      'Test instructions (contentDetail["resource/x-bb-asmt-test-link"].test.assessment.instructions.rawText) are not in any public endpoint: public contents and assessment questions lack them.',
  },
];
