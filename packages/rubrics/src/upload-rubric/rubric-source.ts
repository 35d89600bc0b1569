import { useCallback, useState } from 'react';
import type { RubricFile, TransformedRubric, XmlNode } from '../domain/index.ts';

// The XML parser, the unzipper and the HTML parser load when a file is picked, not with the page.
const loadReader = () => import('../domain/read-source.ts');
const loadTransform = () => Promise.all([import('../domain/parse-d2l.ts'), import('../domain/transform.ts')]);

/** Where the screen is between picking a file and sending. */
export interface RubricSourceState {
  /** The rubrics files found (one for an XML file, one or more in a course export). */
  files: RubricFile[];
  /** Path of the file Transform reads. */
  selected: string | null;
  /** A whole-file problem: the text to show ('Error reading file.', 'Error parsing XML file: …', …). */
  error: string | null;
  loaded: boolean;
  raw: XmlNode | null;
  transformed: TransformedRubric[] | null;
}

const empty: RubricSourceState = {
  files: [],
  selected: null,
  error: null,
  loaded: false,
  raw: null,
  transformed: null,
};

/**
 * The picked file through the domain: read it (XML, or a course export .zip unzipped in the
 * browser), let the user pick one of its rubrics files, and Transform (parse + map to Learn).
 * A new file or a new pick forgets the previous transform, so nothing stale is sent.
 */
export function useRubricSource(readError: string) {
  const [state, setState] = useState<RubricSourceState>(empty);

  const load = useCallback(
    async (file: File) => {
      setState(empty);
      let outcome;
      try {
        const [{ readRubricSource }] = await Promise.all([loadReader(), loadTransform()]);
        outcome = await readRubricSource(file, file.name);
      } catch {
        outcome = { ok: false as const, error: { code: 'read' as const, message: readError } };
      }
      if (!outcome.ok) {
        setState({ ...empty, error: outcome.error.message });
        return;
      }
      setState({ ...empty, files: outcome.files, selected: outcome.files[0]?.path ?? null, loaded: true });
    },
    [readError],
  );

  const select = useCallback((path: string) => {
    setState((s) => ({ ...s, selected: path, raw: null, transformed: null, error: null }));
  }, []);

  /** Parses the selected file and maps its rubrics; false when there was no file to transform. */
  const transform = useCallback(async (): Promise<boolean> => {
    const file = state.files.find((f) => f.path === state.selected);
    if (!file) return false;
    const [{ parseD2lRubrics }, { transformRubrics }] = await loadTransform();
    const parsed = parseD2lRubrics(file.text);
    setState((s) =>
      s.selected !== file.path
        ? s
        : parsed.ok
          ? { ...s, raw: parsed.raw, transformed: transformRubrics(parsed.rubrics), error: null }
          : { ...s, raw: parsed.raw ?? null, transformed: null, error: parsed.error.message },
    );
    return true;
  }, [state.files, state.selected]);

  return { ...state, load, select, transform };
}
