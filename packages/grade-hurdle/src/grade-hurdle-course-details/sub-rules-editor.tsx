import { format, useMessages } from '@tools/launch';
import { Button, SelectField } from '@tools/ui';
import { clampThreshold, DEFAULT_THRESHOLD, type SubRule, type SubRuleType } from '../domain/index.ts';
import type { GradableItem } from '../data/learn-data.ts';
import { messages } from '../messages.ts';
import type { Draft } from './draft.ts';
import { ClampedNumberField, EditableRows } from './editable-rows.tsx';

export interface SubRulesEditorProps {
  items: readonly GradableItem[];
  draft: Draft;
  onChange: (change: (d: Draft) => Draft) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

const itemLabel = (i: GradableItem) => (i.path.length > 0 ? `${i.title} (${i.path.join(' › ')})` : i.title);
const newId = () => `r-${globalThis.crypto.randomUUID().slice(0, 8)}`;

/** 1) Build Sub-Rules: item, type and threshold per sub-rule; AND/OR; Save (to the server). */
export function SubRulesEditor({ items, draft, onChange, dirty, saving, onSave }: SubRulesEditorProps) {
  const m = useMessages(messages);
  const setRule = (index: number, change: Partial<SubRule>) =>
    onChange((d) => ({ ...d, subRules: d.subRules.map((r, i) => (i === index ? normalise({ ...r, ...change }) : r)) }));
  const known = new Set(items.map((i) => i.contentId));
  const itemOptions = [
    { value: '', label: m.chooseItem },
    ...items.map((i) => ({ value: i.contentId, label: itemLabel(i) })),
  ];
  const incomplete = draft.subRules.some((r) => !r.contentId);
  return (
    <div className="gh-stack">
      {items.length === 0 && <p className="gh-hint">{m.noGradableItems}</p>}
      {draft.subRules.length === 0 ? (
        <p className="gh-hint">{m.noSubRules}</p>
      ) : (
        <EditableRows
          caption={m.subRulesTable}
          columns={[m.colItem, m.colType, m.colThreshold]}
          actionsLabel={m.colActions}
          rows={draft.subRules}
          rowKey={(rule) => rule.id}
          cells={(rule, index) => {
            const n = index + 1;
            const options =
              rule.contentId && !known.has(rule.contentId)
                ? [
                    ...itemOptions,
                    { value: rule.contentId, label: format(m.removedItem, { contentId: rule.contentId }) },
                  ]
                : itemOptions;
            return [
              <SelectField
                label={format(m.itemFor, { n })}
                hideLabel
                value={rule.contentId}
                options={options}
                onChange={(_e, contentId) => setRule(index, { contentId })}
              />,
              <SelectField
                label={format(m.typeFor, { n })}
                hideLabel
                value={rule.type}
                options={[
                  { value: 'NOT_SUBMITTED', label: m.typeNotSubmitted },
                  { value: 'SCORE_BELOW_PERCENT', label: m.typeScoreBelow },
                ]}
                onChange={(_e, type) => setRule(index, { type: type as SubRuleType })}
              />,
              // Threshold only on SCORE_BELOW_PERCENT; spec §5: 0-100, text that is no number gives 50.
              rule.type === 'SCORE_BELOW_PERCENT' && (
                <ClampedNumberField
                  label={format(m.thresholdFor, { n })}
                  value={rule.thresholdPercent ?? DEFAULT_THRESHOLD}
                  min={0}
                  max={100}
                  step="any"
                  inputMode="decimal"
                  clamp={clampThreshold}
                  onCommit={(thresholdPercent) => setRule(index, { thresholdPercent })}
                />
              ),
            ];
          }}
          removeLabel={(n) => format(m.removeSubRule, { n })}
          onRemove={(index) => onChange((d) => ({ ...d, subRules: d.subRules.filter((_r, i) => i !== index) }))}
        />
      )}
      <div className="gh-inline">
        <Button
          onClick={() =>
            onChange((d) => ({
              ...d,
              subRules: [...d.subRules, { id: newId(), type: 'NOT_SUBMITTED', contentId: '' }],
            }))
          }
        >
          {m.addSubRule}
        </Button>
        <SelectField
          label={m.logic}
          value={draft.logic}
          options={[
            { value: 'AND', label: m.logicAndLabel },
            { value: 'OR', label: m.logicOrLabel },
          ]}
          onChange={(_e, logic) => onChange((d) => ({ ...d, logic: logic === 'OR' ? 'OR' : 'AND' }))}
        />
        <Button variant="primary" busy={saving} busyText={m.saving} disabled={incomplete} onClick={onSave}>
          {m.saveRules}
        </Button>
      </div>
      {incomplete && <p className="gh-hint">{m.chooseItemsFirst}</p>}
      {dirty && !incomplete && <p className="gh-hint">{m.unsaved}</p>}
    </div>
  );
}

/** Threshold only on SCORE_BELOW_PERCENT (clamped 0-100, spec §5). */
function normalise(rule: SubRule): SubRule {
  return rule.type === 'SCORE_BELOW_PERCENT'
    ? { ...rule, thresholdPercent: clampThreshold(rule.thresholdPercent) }
    : { id: rule.id, type: rule.type, contentId: rule.contentId };
}
