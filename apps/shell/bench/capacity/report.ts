import type { Run } from './meter.ts';

export interface ToolFigures {
  tool: string;
  /** Uses measured in the sample. */
  uses: number;
  /** Mean Learn calls per use, and its parts. */
  perUse: number;
  signInPerUse: number;
  serverPerUse: number;
  /** The institution's day: mean x uses per day. */
  perDay: number;
  /** Half-width of the 95 % interval of perDay (sampling error of the mean; 0 when every use cost the same). */
  margin: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function sd(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

/**
 * A tool's figures for the institution: the sample's mean per use times the uses a day. The error is
 * the standard error of that mean (with the finite population correction) times 1.96.
 */
export function figures(tool: string, runs: readonly Run[], usesPerDay: number): ToolFigures {
  const calls = runs.map((r) => r.calls);
  const n = runs.length;
  const fpc = usesPerDay > n ? Math.sqrt(1 - n / usesPerDay) : 0;
  return {
    tool,
    uses: n,
    perUse: mean(calls),
    signInPerUse: mean(runs.map((r) => r.signIn)),
    serverPerUse: mean(runs.map((r) => r.server)),
    perDay: mean(calls) * usesPerDay,
    margin: n > 0 ? (1.96 * sd(calls) * fpc * usesPerDay) / Math.sqrt(n) : 0,
  };
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const dec = (n: number) => n.toFixed(2);

export function table(rows: readonly ToolFigures[]): string {
  const total = rows.reduce((a, r) => a + r.perDay, 0);
  // Independent samples: the margins add in quadrature.
  const margin = Math.sqrt(rows.reduce((a, r) => a + r.margin ** 2, 0));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['tool', 'uses in sample', 'Learn calls per use', 'sign-in', 'our server', 'the screen', 'per day', 'share']),
    line(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...rows.map((r) =>
      line([
        r.tool,
        String(r.uses),
        dec(r.perUse),
        dec(r.signInPerUse),
        dec(r.serverPerUse),
        dec(r.perUse - r.signInPerUse - r.serverPerUse),
        `${int(r.perDay)} ± ${int(r.margin)}`,
        `${((100 * r.perDay) / Math.max(1, total)).toFixed(1)} %`,
      ]),
    ),
    line(['**total**', '', '', '', '', '', `**${int(total)} ± ${int(margin)}**`, '100 %']),
  ].join('\n');
}

/**
 * Each tool's remaining call classes: Learn's route, calls per use and per day, largest first
 * (issue 26: "every remaining call class"). The route names who pays, not who sent it.
 */
export function callClasses(rows: readonly { tool: string; runs: readonly Run[]; usesPerDay: number }[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const out = [line(['tool', 'Learn route', 'calls per use', 'per day']), line(['---', '---', '---:', '---:'])];
  for (const { tool, runs, usesPerDay } of rows) {
    const sums = new Map<string, number>();
    for (const r of runs)
      for (const [route, n] of Object.entries(r.byRoute)) sums.set(route, (sums.get(route) ?? 0) + n);
    const perUse = [...sums].map(
      ([route, n]) => [route.replace('/learn/api/public', ''), n / Math.max(1, runs.length)] as const,
    );
    for (const [route, n] of perUse.sort((a, b) => b[1] - a[1]))
      out.push(line([tool, route, dec(n), int(n * usesPerDay)]));
  }
  return out.join('\n');
}
