import sample from '../../samples/deliverables-sample.csv?raw';

export const SAMPLE_CSV: string = sample;
export const csvFile = (text: string, name = 'deliverables.csv') => new File([text], name, { type: 'text/csv' });

/** A stored row as another user would PUT it. */
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
