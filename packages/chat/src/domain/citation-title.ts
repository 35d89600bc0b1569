/** Spec 002 §7: chat citation titles are truncated to 30 characters. */
export const CITATION_TITLE_MAX = 30;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A citation title cut to at most `max` characters (counted as user-perceived characters, so
 * an emoji or accented letter is never split), the last one an ellipsis when cut. The widget
 * shows the full title on hover and focus.
 */
export function truncateCitationTitle(title: string, max: number = CITATION_TITLE_MAX): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  const graphemes = Array.from(segmenter.segment(clean), (s) => s.segment);
  if (graphemes.length <= max) return clean;
  return `${graphemes
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}
