import { createContext, useContext } from 'react';
import { format, useMessages } from '@tools/launch';
import { Button, SelectField, type CellContext, type SelectOption } from '@tools/ui';
import type { Assignment } from '../data/learn-data.ts';
import type { RuleSource } from '../data/effective-rule.ts';
import { messages } from '../messages.ts';

export interface SetRow {
  assignment: Assignment;
  /** What the select shows: a rule code, EXEMPT, or '' (the course default, or no rule). */
  choice: string;
  /** The rule that applies, for sorting by rule. */
  ruleLabel: string;
  source: RuleSource;
  /** Stored with the assignment: what a Clear deletes. */
  overrides: number;
  penalties: number;
}

/** The select value of "no late penalty for this assignment" (an exception to the course default). */
export const EXEMPT = '__exempt__';

export interface RuleCellActions {
  busyRow: string | null;
  options: (row: SetRow) => SelectOption[];
  /** A deliberate choice in the select (never an arrow key passing over an option). */
  choose: (row: SetRow, choice: string) => void;
  clear: (row: SetRow) => void;
}

/** The rule cell is a stable component reading the row state from context, so the select keeps focus. */
export const RuleCellContext = createContext<RuleCellActions | null>(null);

export function RuleCell({ row }: CellContext<SetRow, unknown>) {
  const m = useMessages(messages);
  const ctx = useContext(RuleCellContext);
  if (!ctx) throw new Error('RuleCell needs RuleCellContext');
  const r = row.original;
  const busy = ctx.busyRow === r.assignment.id;
  return (
    <div className="lp-inline lp-rule-cell">
      <SelectField
        label={format(m.ruleFor, { title: r.assignment.title })}
        hideLabel
        value={r.choice}
        options={ctx.options(r)}
        // Not disabled while saving: a disabled select drops keyboard focus to the page.
        aria-busy={busy || undefined}
        onCommit={(value) => ctx.choose(r, value)}
      />
      <Button
        aria-label={format(m.clearRuleFor, { title: r.assignment.title })}
        disabled={r.source !== 'own' && r.source !== 'exempt'}
        busy={busy}
        onClick={() => ctx.clear(r)}
      >
        {m.clear}
      </Button>
    </div>
  );
}
