import type { QueryKey } from '@tanstack/react-query';
import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';

/** Stores what 'Update late penalties' applied (one snapshot per student and assignment; an upsert). */
export const saveSnapshots = (api: LatePenaltyApi, body: latePenalty.SnapshotsBody) => api.saveSnapshots(body);

/**
 * Snapshots are what the penalty listings show (this course's and the admin's across courses) and
 * the `Penalties` of the course's associations: all of those are refreshed once they are stored.
 */
export const snapshotKeys = (courseId: string): QueryKey[] => [
  backendKeys.latePenalty.associations(courseId),
  backendKeys.latePenalty.allPenalties(),
];
