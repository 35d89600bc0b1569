import type { LearnRubricBody } from './learn-rubric.ts';
import { titleKey, withSuffix } from './titles.ts';
import type { TransformedRubric } from './transform.ts';

/**
 * What sending does with each rubric, in file order (the spec sends one POST per rubric, in
 * sequence): `send` it, `copy` it under a new title (asked for by the user), leave it because
 * the course already has a rubric of that title (`duplicate`), or leave it because it cannot be
 * sent (`invalid`, its issues say why).
 */
export type UploadStep =
  | { kind: 'send'; key: string; title: string; body: LearnRubricBody }
  | { kind: 'copy'; key: string; title: string; body: LearnRubricBody; copyOf: string }
  | { kind: 'duplicate'; key: string; title: string }
  | { kind: 'invalid'; key: string; title: string };

/** "Title (copy)", then "Title (copy 2)", "Title (copy 3)"…: the first not in `taken`. */
export function copyTitle(title: string, taken: Iterable<string>): string {
  const keys = new Set([...taken].map(titleKey));
  for (let n = 1; ; n += 1) {
    const candidate = withSuffix(title, n === 1 ? ' (copy)' : ` (copy ${n})`);
    if (!keys.has(titleKey(candidate))) return candidate;
  }
}

/**
 * Plans an upload against the titles the course already has, so a re-run posts nothing twice.
 * `copies` holds the keys of duplicates the user chose to send again as copies.
 */
export function planUpload(
  rubrics: TransformedRubric[],
  existingTitles: Iterable<string>,
  copies: ReadonlySet<string> = new Set(),
): UploadStep[] {
  const existing = new Set([...existingTitles].map(titleKey));
  const taken = [...existingTitles, ...rubrics.map((r) => r.title)];
  return rubrics.map((rubric): UploadStep => {
    const { key, title, body } = rubric;
    if (rubric.status !== 'ready' || !body) return { kind: 'invalid', key, title };
    if (!existing.has(titleKey(title))) return { kind: 'send', key, title, body };
    if (!copies.has(key)) return { kind: 'duplicate', key, title };
    const copy = copyTitle(title, taken);
    taken.push(copy);
    return { kind: 'copy', key, title: copy, body: { ...body, title: copy }, copyOf: title };
  });
}
