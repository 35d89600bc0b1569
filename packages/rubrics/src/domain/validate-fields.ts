import { format } from '@tools/launch/format';
import { VALIDATION_TEXT } from './messages.ts';

/** One reason Learn would refuse a body; `path` names the field (`rows[2].header`). */
export interface Violation {
  path: string;
  message: string;
}

type Text = keyof typeof VALIDATION_TEXT;

/** Collects violations; each check returns whether the value passed, so callers can stop early. */
export class Checker {
  readonly violations: Violation[] = [];

  fail(path: string, text: Text, values: Record<string, string | number> = {}): false {
    this.violations.push({ path, message: format(VALIDATION_TEXT[text], { field: path, ...values }) });
    return false;
  }

  text(value: unknown, path: string, max: number, options: { required: boolean }): value is string {
    if (value === undefined) return options.required ? this.fail(path, 'required') : false;
    if (typeof value !== 'string') return this.fail(path, 'notString');
    if (options.required && value.trim() === '') return this.fail(path, 'blank');
    if (value.length > max) return this.fail(path, 'tooLong', { max });
    return true;
  }

  integer(value: unknown, path: string): value is number {
    if (value === undefined) return this.fail(path, 'required');
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.fail(path, 'notInteger');
    return true;
  }

  points(value: unknown, path: string, max: number): value is number {
    if (value === undefined) return this.fail(path, 'required');
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(path, 'notNumber');
    if (value < 0) return this.fail(path, 'negative');
    if (value > max) return this.fail(path, 'tooLarge', { max });
    return true;
  }

  list(value: unknown, path: string, max: number): value is unknown[] {
    if (value === undefined) return this.fail(path, 'required');
    if (!Array.isArray(value)) return this.fail(path, 'notArray');
    if (value.length < 1 || value.length > max) return this.fail(path, 'countRange', { max, count: value.length });
    return true;
  }

  /** Ids present and unique; returns the ids in list order ('' where missing). */
  ids(items: Record<string, unknown>[], path: string): string[] {
    const seen = new Set<string>();
    return items.map((item, i) => {
      if (!this.text(item.id, `${path}[${i}].id`, 255, { required: true })) return '';
      if (seen.has(item.id)) this.fail(`${path}[${i}].id`, 'duplicateId', { id: item.id });
      seen.add(item.id);
      return item.id;
    });
  }

  /** Positions are 0..n-1, each once (what Learn's grid is built from). */
  positions(items: Record<string, unknown>[], path: string): void {
    const positions = items.map((item, i) =>
      this.integer(item.position, `${path}[${i}].position`) ? item.position : NaN,
    );
    if (positions.some(Number.isNaN)) return;
    const sorted = [...positions].sort((a, b) => a - b);
    if (sorted.some((p, i) => p !== i))
      this.fail(path, 'positions', { last: items.length - 1, positions: positions.join(', ') });
  }
}

export function asObjects(list: unknown[]): Record<string, unknown>[] {
  return list.map((item) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {})) as Record<
    string,
    unknown
  >[];
}
