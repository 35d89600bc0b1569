/** Spec 000 §9: the deployer offers ten items. */
export const DEEP_LINK_ITEM_COUNT = 10;

export interface DeployableItem {
  /** Stable id, sent to the server as the line item's resourceId. */
  id: string;
  title: string;
}

/** 'LTI Assignment 1' … 'LTI Assignment 10' with ids `lti-assignment-1` … */
export const DEEP_LINK_ITEMS: readonly DeployableItem[] = Array.from({ length: DEEP_LINK_ITEM_COUNT }, (_, i) => ({
  id: `lti-assignment-${i + 1}`,
  title: `LTI Assignment ${i + 1}`,
}));

/** The selected items in display order (the order the user sees, not the order of clicks). */
export function selectedItems(selected: ReadonlySet<string>): DeployableItem[] {
  return DEEP_LINK_ITEMS.filter((item) => selected.has(item.id));
}
