import { COL } from './columns.ts';
import type { DeliverablesRole } from './roles.ts';
import { isBlank, text, type RowValues } from './values.ts';

const BASE_REQUIRED = [COL.customer, COL.item, COL.uatTarget, COL.prodTarget, COL.itemStatus, COL.release];

/**
 * Required form fields (spec 001 §5): Customer, Item, UAT Target, Prod Target, Item Status and
 * Release. Training and Consulting need C/T Target instead of UAT and Prod Target. ADMIN is exempt.
 */
export function requiredFields(role: DeliverablesRole, type: string): string[] {
  if (role === 'ADMIN') return [];
  const t = type.trim().toLowerCase();
  if (t === 'training' || t === 'consulting') {
    return [...BASE_REQUIRED.filter((c) => c !== COL.uatTarget && c !== COL.prodTarget), COL.ctTarget];
  }
  return [...BASE_REQUIRED];
}

/** The required fields left blank, in form order. */
export function missingRequired(values: RowValues, role: DeliverablesRole): string[] {
  return requiredFields(role, text(values, COL.type)).filter((column) => isBlank(values, column));
}
