/** Texts of the SportsAndStudents services (ours; the screen's spec texts live in @tools/athletics). */
export const athleticsMessages = {
  nothingAccepted: 'No line of the file was accepted, so the stored athletic details were kept.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const athleticsCatalogue = { spec: {}, ours: athleticsMessages };
