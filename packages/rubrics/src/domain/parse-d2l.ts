import { format } from '@tools/launch/format';
import { ISSUE_TEXT, SPEC_TEXT } from './messages.ts';
import type {
  D2lCell,
  D2lCriteriaGroup,
  D2lCriterion,
  D2lLevel,
  D2lOverallLevel,
  D2lRubric,
  D2lRubricType,
  D2lScoringMethod,
  D2lText,
  Issue,
  SourceError,
} from './types.ts';
import { attr, child, children, isNode, parseXml, textOf, type XmlNode } from './xml.ts';

export type ParseOutcome =
  { ok: true; raw: XmlNode; rubrics: D2lRubric[] } | { ok: false; error: SourceError; raw?: XmlNode };

const SCORING: Record<string, D2lScoringMethod> = {
  '0': 'text-only',
  '1': 'points',
  '2': 'text-and-numeric',
  '3': 'custom-points',
};

/** Reads attributes as numbers, noting values that are present but not numbers. */
function numberReader(issues: Issue[]) {
  return (node: XmlNode, name: string, where: string): number | undefined => {
    const raw = attr(node, name)?.trim();
    if (raw === undefined || raw === '') return undefined;
    const value = Number(raw);
    if (Number.isFinite(value)) return value;
    issues.push({
      code: 'badNumber',
      severity: 'warning',
      message: format(ISSUE_TEXT.badNumber, { value: raw, where }),
    });
    return undefined;
  };
}

function d2lText(node: XmlNode | undefined): D2lText | undefined {
  if (!node) return undefined;
  const text = textOf(node, 'text');
  if (text === undefined || text.trim() === '') return undefined;
  return { text, html: (attr(node, 'text_type') ?? '').toLowerCase() === 'text/html' };
}

function rubricType(value: string | undefined, issues: Issue[]): D2lRubricType {
  if (value === '0') return 'holistic';
  if (value === undefined || value === '1') return 'analytic';
  issues.push({ code: 'unknownType', severity: 'warning', message: format(ISSUE_TEXT.unknownType, { value }) });
  return 'analytic';
}

function readRubric(node: XmlNode, index: number): D2lRubric {
  const issues: Issue[] = [];
  const num = numberReader(issues);
  const name = (attr(node, 'name') ?? '').trim();
  let criterionNumber = 0;
  const groups: D2lCriteriaGroup[] = children(child(node, 'criteria_groups'), 'criteria_group').map((g, gi) => ({
    name: (attr(g, 'name') ?? '').trim(),
    sortOrder: num(g, 'sort_order', `sort_order (criteria group ${gi + 1})`),
    levels: children(child(child(g, 'level_set'), 'levels'), 'level').map((l, li): D2lLevel => ({
      levelId: attr(l, 'level_id') ?? '',
      name: (attr(l, 'name') ?? '').trim(),
      sortOrder: num(l, 'sort_order', `sort_order (level ${li + 1})`),
      value: num(l, 'level_value', `level_value (level ${li + 1})`),
    })),
    criteria: children(child(g, 'criteria'), 'criterion').map((c): D2lCriterion => {
      const n = (criterionNumber += 1);
      return {
        name: (attr(c, 'name') ?? '').trim(),
        sortOrder: num(c, 'sort_order', `sort_order (criterion ${n})`),
        cells: children(child(c, 'cells'), 'cell').map((cell): D2lCell => ({
          levelId: attr(cell, 'level_id') ?? '',
          value: num(cell, 'cell_value', `cell_value (criterion ${n}, level ${attr(cell, 'level_id') ?? '—'})`),
          description: d2lText(child(cell, 'description')),
          feedback: d2lText(child(cell, 'feedback')),
        })),
      };
    }),
  }));
  const overallLevels = children(child(child(node, 'overall_level_set'), 'overall_levels'), 'overall_level').map(
    (o): D2lOverallLevel => ({
      name: (attr(o, 'name') ?? '').trim(),
      sortOrder: num(o, 'sort_order', `sort_order (overall level "${attr(o, 'name') ?? ''}")`),
      rangeStart: num(o, 'range_start_value', `range_start_value (overall level "${attr(o, 'name') ?? ''}")`),
      description: d2lText(child(o, 'description')),
    }),
  );
  return {
    sourceId: attr(node, 'id') ?? String(index + 1),
    index,
    name,
    resourceCode: attr(node, 'resource_code'),
    type: rubricType(attr(node, 'type'), issues),
    scoringMethod: SCORING[attr(node, 'scoring_method') ?? ''] ?? 'unknown',
    description: d2lText(child(node, 'description')),
    groups,
    overallLevels,
    issues,
  };
}

/**
 * Reads D2L's `rubrics_d2l.xml`. Anything that is not a `<rubrics>` document with at least one
 * `<rubric>` is the spec's 'Invalid XML structure' (the raw JSON is still returned to show).
 */
export function parseD2lRubrics(xml: string): ParseOutcome {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const root = parsed.raw.rubrics;
  const nodes = isNode(root) ? children(root, 'rubric') : [];
  if (nodes.length === 0)
    return { ok: false, raw: parsed.raw, error: { code: 'structure', message: SPEC_TEXT.invalidStructure } };
  return { ok: true, raw: parsed.raw, rubrics: nodes.map(readRubric) };
}
