/** Texts of the deliverables services (ours; the screen's spec texts live in @tools/deliverables). */
export const deliverablesMessages = {
  row: 'The deliverable "{item}"',
  exists: 'A deliverable named "{item}" already exists. Load from Cloud to see it.',
} as const;
