type Texts = Record<string, string>;

export interface FoundCatalogue {
  /** `packages/<name>/src/…/messages.ts#exportName` */
  where: string;
  spec: Texts;
  ours: Texts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTexts(value: unknown): value is Texts {
  return isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
}

/** A catalogue is any exported object with `spec` and `ours` sections (defineMessages or plain). */
export function catalogueSections(value: unknown): { spec: unknown; ours: unknown } | undefined {
  return isRecord(value) && 'spec' in value && 'ours' in value ? { spec: value.spec, ours: value.ours } : undefined;
}

/**
 * Problems with the shape of one messages module: no catalogue at all, a section that is not a
 * record of strings, a key in both sections, or an exported text (in a flat object such as
 * `serverMessages`) that no catalogue of the module holds under the same key.
 */
export function shapeProblems(file: string, exports: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const catalogues: FoundCatalogue[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const sections = catalogueSections(value);
    if (!sections) continue;
    const where = `${file}#${name}`;
    if (!isTexts(sections.spec) || !isTexts(sections.ours)) {
      problems.push(`${where}: spec and ours must each map keys to strings`);
      continue;
    }
    for (const key of Object.keys(sections.spec)) {
      if (key in sections.ours) problems.push(`${where}: key "${key}" is in both spec and ours`);
    }
    catalogues.push({ where, spec: sections.spec, ours: sections.ours });
  }
  if (catalogues.length === 0) problems.push(`${file}: exports no catalogue ({ spec, ours })`);
  for (const [name, value] of Object.entries(exports)) {
    if (catalogueSections(value) || !isTexts(value)) continue;
    for (const [key, text] of Object.entries(value)) {
      const inSection = catalogues.some((c) => c.spec[key] === text || c.ours[key] === text);
      if (!inSection) problems.push(`${file}#${name}.${key}: not in a catalogue's spec or ours section`);
    }
  }
  return problems;
}

export function cataloguesOf(file: string, exports: Record<string, unknown>): FoundCatalogue[] {
  return Object.entries(exports).flatMap(([name, value]) => {
    const sections = catalogueSections(value);
    return sections && isTexts(sections.spec) && isTexts(sections.ours)
      ? [{ where: `${file}#${name}`, spec: sections.spec, ours: sections.ours }]
      : [];
  });
}
