import { LEARN_RUBRIC_LIMITS } from './learn-rubric.ts';
import { format } from '@tools/launch/format';
import { ISSUE_TEXT } from './messages.ts';
import type { D2lRubric, Issue } from './types.ts';

/** How titles are compared: trimmed, inner spaces collapsed, case ignored ("Essay  Rubric" = "essay rubric"). */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `base` + `suffix`, shortening `base` so the whole fits Learn's title limit. */
export function withSuffix(base: string, suffix: string): string {
  const room = LEARN_RUBRIC_LIMITS.titleMax - suffix.length;
  return `${base.length > room ? base.slice(0, room).trimEnd() : base}${suffix}`;
}

/**
 * Learn titles for the rubrics of one file, in file order. A nameless rubric is "Rubric {id}";
 * a title taken earlier in the file gets " (2)", " (3)"… by position, so the same file always
 * yields the same titles (which is what makes a re-run find its earlier uploads).
 */
export function fileTitles(rubrics: D2lRubric[]): { title: string; issues: Issue[] }[] {
  const assigned = new Set<string>();
  return rubrics.map((rubric) => {
    const issues: Issue[] = [];
    let base = rubric.name;
    if (!base) {
      base = `Rubric ${rubric.sourceId}`;
      issues.push({
        code: 'missingName',
        severity: 'warning',
        message: format(ISSUE_TEXT.missingName, { title: base }),
      });
    }
    if (base.length > LEARN_RUBRIC_LIMITS.titleMax) {
      base = base.slice(0, LEARN_RUBRIC_LIMITS.titleMax).trimEnd();
      const max = LEARN_RUBRIC_LIMITS.titleMax;
      issues.push({ code: 'titleTruncated', severity: 'warning', message: format(ISSUE_TEXT.titleTruncated, { max }) });
    }
    let title = base;
    for (let n = 2; assigned.has(titleKey(title)); n += 1) title = withSuffix(base, ` (${n})`);
    assigned.add(titleKey(title));
    if (title === base) return { title, issues };
    issues.push({ code: 'sameNameInFile', severity: 'info', message: format(ISSUE_TEXT.sameNameInFile, { title }) });
    return { title, issues };
  });
}
