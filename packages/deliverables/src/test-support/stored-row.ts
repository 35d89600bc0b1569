/** A stored tracker row as another user of the tracker would PUT it (screen tests and stories). */
export const storedRow = (item: string, extra: Record<string, string | number> = {}) => ({
  Rank: 1,
  Item: item,
  Customer: 'Northfield University',
  TPM: 'ME',
  Team: 'ERP',
  Type: 'Report',
  'Item Status': 'Active',
  Release: 'R1',
  'UAT Target': '07/15/30',
  'Prod Target': '08/15/30',
  ...extra,
});
