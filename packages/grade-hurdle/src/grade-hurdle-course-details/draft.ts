import { useCallback, useEffect, useState } from 'react';
import type * as gradeHurdle from '../contracts.ts';
import { webStorage } from '@tools/ui';
import {
  DEFAULT_LOGIC,
  mappingOrDefault,
  normaliseLogic,
  normaliseMappingRow,
  normaliseSubRule,
  type Logic,
  type MappingRow,
  type SubRule,
} from '../domain/index.ts';

export interface Draft {
  subRules: SubRule[];
  logic: Logic;
  mapping: MappingRow[];
}

/** The rules a course saved (spec defaults when it saved none). */
export function savedDraft(association: gradeHurdle.Association | null | undefined): Draft {
  return {
    subRules: (association?.subRules ?? []).map(normaliseSubRule),
    logic: normaliseLogic(association?.logic ?? DEFAULT_LOGIC),
    mapping: [...mappingOrDefault(association?.mapping)],
  };
}

const sameRules = (a: Draft, b: Draft) =>
  JSON.stringify([a.subRules, a.logic]) === JSON.stringify([b.subRules, b.logic]);
const sameMapping = (a: Draft, b: Draft) => JSON.stringify(a.mapping) === JSON.stringify(b.mapping);

/** A stored draft, if it is one (anything else in storage is ignored). */
function readDraft(key: string): Draft | null {
  try {
    const raw = JSON.parse(webStorage('local').getItem(key) ?? 'null') as Partial<Draft> | null;
    if (!raw || !Array.isArray(raw.subRules) || !Array.isArray(raw.mapping)) return null;
    return {
      subRules: raw.subRules
        .filter((r) => r && typeof r.id === 'string' && typeof r.contentId === 'string')
        .map(normaliseSubRule),
      logic: normaliseLogic(raw.logic),
      mapping: raw.mapping.map(normaliseMappingRow),
    };
  } catch {
    return null;
  }
}

/**
 * The instructor's working copy of sub-rules, logic and mapping, kept in local storage (spec §4).
 * When the server answered, its copy wins over a different stored one and `serverWon` says so;
 * when the server could not be read, the stored copy is used.
 */
export function useDraft(courseId: string, saved: Draft, serverAnswered: boolean) {
  const key = `grade-hurdle:${courseId}:draft`;
  const [state, setState] = useState(() => {
    const stored = readDraft(key);
    if (!stored) return { draft: saved, serverWon: false };
    if (!serverAnswered) return { draft: stored, serverWon: false };
    const differs = !sameRules(stored, saved) || !sameMapping(stored, saved);
    return { draft: saved, serverWon: differs };
  });
  useEffect(() => webStorage('local').setItem(key, JSON.stringify(state.draft)), [key, state.draft]);
  const update = useCallback((change: (d: Draft) => Draft) => setState((s) => ({ ...s, draft: change(s.draft) })), []);
  const replace = useCallback((d: Draft) => setState({ draft: d, serverWon: false }), []);
  return {
    draft: state.draft,
    serverWon: state.serverWon,
    rulesDirty: !sameRules(state.draft, saved),
    mappingDirty: !sameMapping(state.draft, saved),
    update,
    replace,
  };
}

export type PanelId = 'rules' | 'mapping' | 'review';

/** Which sections are open, kept in local storage (spec §4); all open the first time. */
export function usePanels(courseId: string) {
  const key = `grade-hurdle:${courseId}:panels`;
  const [open, setOpen] = useState<Record<PanelId, boolean>>(() => {
    const fallback = { rules: true, mapping: true, review: true };
    try {
      const stored = JSON.parse(webStorage('local').getItem(key) ?? 'null') as Partial<Record<PanelId, unknown>> | null;
      if (!stored) return fallback;
      return {
        rules: stored.rules !== false,
        mapping: stored.mapping !== false,
        review: stored.review !== false,
      };
    } catch {
      return fallback;
    }
  });
  const toggle = useCallback(
    (id: PanelId) =>
      setOpen((o) => {
        const next = { ...o, [id]: !o[id] };
        webStorage('local').setItem(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  return { open, toggle };
}
