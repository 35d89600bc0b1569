import { htmlToText, looksLikeHtml } from './html-text.ts';
import { format } from '@tools/launch/format';
import { ISSUE_TEXT, type IssueCode } from './messages.ts';
import type { D2lText, Issue, Severity } from './types.ts';

/** Issues of one rubric, each code said once (a note per cell would drown the useful ones). */
export class IssueLog {
  readonly list: Issue[];
  private readonly seen = new Set<string>();

  constructor(initial: Issue[] = []) {
    this.list = [...initial];
  }

  add(code: IssueCode, severity: Severity, values: Record<string, string | number> = {}, once = false): void {
    if (once && this.seen.has(code)) return;
    this.seen.add(code);
    this.list.push({ code, severity, message: format(ISSUE_TEXT[code], values) });
  }

  has(code: IssueCode): boolean {
    return this.seen.has(code);
  }
}

/**
 * A D2L text as Learn gets it: HTML becomes plain text (noted once per rubric), and text over
 * `max` characters is shortened with an ellipsis (noted, naming where).
 */
export function plainText(value: D2lText | undefined, max: number, where: string, log: IssueLog): string | undefined {
  if (!value) return undefined;
  let text = value.html ? htmlToText(value.text) : value.text.trim();
  if (value.html && looksLikeHtml(value.text)) log.add('htmlConverted', 'info', {}, true);
  if (text === '') return undefined;
  if (text.length > max) {
    text = `${text.slice(0, max - 1).trimEnd()}…`;
    log.add('descriptionTruncated', 'warning', { where, max });
  }
  return text;
}

/** Orders by D2L sort_order (document order breaks ties and places items without one last). */
export function bySortOrder<T extends { sortOrder: number | undefined }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.sortOrder ?? Infinity) - (b.item.sortOrder ?? Infinity) || a.i - b.i)
    .map(({ item }) => item);
}
