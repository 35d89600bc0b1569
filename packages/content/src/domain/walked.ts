import type { Content } from '@tools/learn-api';
import type { WalkedItem } from '@tools/learn-api/walker';

export type { Content };
/** What the reports read from a walked item (the walker's WalkedItem satisfies it). */
export type WalkedItemLike = Pick<WalkedItem, 'item' | 'depth'> & Partial<Pick<WalkedItem, 'path' | 'parentId'>>;
