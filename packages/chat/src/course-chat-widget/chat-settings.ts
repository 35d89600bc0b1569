import { useState } from 'react';

const COMPACT_KEY = 'course-chat:compact';

// localStorage can throw inside an LMS iframe (storage blocked): the choice is then not remembered.
function readCompact(): boolean {
  try {
    return window.localStorage.getItem(COMPACT_KEY) !== 'false';
  } catch {
    return true;
  }
}

function writeCompact(compact: boolean) {
  try {
    window.localStorage.setItem(COMPACT_KEY, String(compact));
  } catch {
    // not remembered
  }
}

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
