import { COL } from './columns.ts';
import type { RowValues } from './values.ts';

const DRIVER_FOR_STATUS: Record<string, string> = {
  'On-Hold': '97 - On-Hold',
  Cancelled: '98 - Cancelled',
  Completed: '99 - Completed',
};

/**
 * The status picker (spec 001 §4): On-Hold, Cancelled or Completed clear Rank and set Driver to
 * '97 - On-Hold', '98 - Cancelled' or '99 - Completed'. Active changes only the status.
 */
export function applyStatus(values: RowValues, status: string): RowValues {
  const driver = DRIVER_FOR_STATUS[status];
  const next: RowValues = { ...values, [COL.itemStatus]: status };
  if (driver !== undefined) {
    next[COL.rank] = '';
    next[COL.driver] = driver;
  }
  return next;
}

/** "Driver values starting with 97, 98 or 99 get a blank rank." */
export function isParkedDriver(driver: string): boolean {
  return /^\s*(97|98|99)(\D|$)/.test(driver);
}
