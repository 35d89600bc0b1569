import { webStorage } from '@tools/ui';
import { useState } from 'react';

const COMPACT_KEY = 'course-chat:compact';

// Where storage is blocked in the frame the choice lasts as long as the page (web-storage.ts).
const readCompact = () => webStorage('local').getItem(COMPACT_KEY) !== 'false';
const writeCompact = (compact: boolean) => webStorage('local').setItem(COMPACT_KEY, String(compact));

/** Compact mode: on by default (spec 002 §2); the choice is remembered in this browser. */
export function useCompactMode(): [boolean, (compact: boolean) => void] {
  const [compact, setCompact] = useState(readCompact);
  return [
    compact,
    (next) => {
      setCompact(next);
      writeCompact(next);
    },
  ];
}

/** Spec 002 §2: the textarea has 2 rows (compact) or 3; the box is 320 or 400 px high. */
export const layoutFor = (compact: boolean) => ({ rows: compact ? 2 : 3, height: compact ? 320 : 400 });
