/** Texts of the deliverables services (ours; the screen's spec texts live in @tools/deliverables). */
export const deliverablesMessages = {
  row: 'The deliverable "{item}"',
  exists: 'A deliverable named "{item}" already exists. Load from Cloud to see it.',
  adoOff: 'Work-item sync is not configured on this server (ADO_ORG_URL, ADO_PROJECT, ADO_PAT).',
  adoNotFound: 'Work item {id} was not found in Azure DevOps.',
  adoFailed: 'Azure DevOps answered {status} for work item {id}.',
  adoUnreachable: 'Azure DevOps did not answer for work item {id}.',
  badWorkItemId: 'Invalid work item id: {id} (digits only).',
  saveUrlOff: 'No save URL is configured on this server (DELIVERABLES_SAVE_URL).',
  needsRole:
    'Changing deliverables and reading Azure DevOps work items needs one of these Learn roles: {roles}. Your Learn account has none of them.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const deliverablesCatalogue = { spec: {}, ours: deliverablesMessages };
