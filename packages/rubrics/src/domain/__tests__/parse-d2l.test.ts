import { describe, expect, it } from 'vitest';
import { parseD2lRubrics } from '../parse-d2l.ts';
import { fixture, rubricsOf } from './fixtures.ts';

describe('parseD2lRubrics (rubrics_d2l.xml, schemaversion v2011)', () => {
  it('reads a custom-points analytic rubric with its levels, cells, HTML texts and overall levels', () => {
    const [rubric] = rubricsOf('custom-points');
    expect(rubric).toMatchObject({
      sourceId: '1',
      index: 0,
      name: 'Research Essay',
      resourceCode: 'HIST110-R1',
      type: 'analytic',
      scoringMethod: 'custom-points',
      description: { html: true, text: '<p>Used for the <strong>week 6</strong> research essay.</p>' },
      issues: [],
    });
    const group = rubric!.groups[0]!;
    expect(group.name).toBe('Criteria');
    expect(group.levels.map((l) => [l.levelId, l.name, l.sortOrder, l.value])).toEqual([
      ['7101', 'Not yet', 1, undefined],
      ['7102', 'Developing', 2, undefined],
      ['7103', 'Proficient', 3, undefined],
      ['7104', 'Exemplary', 4, undefined],
    ]);
    expect(group.criteria.map((c) => c.name)).toEqual(['Thesis', 'Use of sources', 'Referencing (Chicago style)']);
    expect(group.criteria[0]!.cells.map((c) => c.value)).toEqual([0, 2.5, 4, 5]);
    expect(group.criteria[0]!.cells[1]!.description).toEqual({
      html: true,
      text: '<p>A claim is made but it is vague.</p>\n<p>(2-3 marks)</p>',
    });
    expect(group.criteria[0]!.cells[1]!.feedback).toBeUndefined();
    expect(rubric!.overallLevels.map((o) => [o.name, o.sortOrder, o.rangeStart])).toEqual([
      ['Fail', 4, 0],
      ['Pass', 3, 5],
      ['Credit', 2, 6.5],
      ['Distinction', 1, 8],
    ]);
  });

  it('reads every rubric of a course file: scoring methods, level values, holistic type, plain text and feedback', () => {
    const rubrics = rubricsOf('course-rubrics');
    expect(rubrics.map((r) => [r.index, r.sourceId, r.name, r.type, r.scoringMethod])).toEqual([
      [0, '11', 'Lab Report', 'analytic', 'text-and-numeric'],
      [1, '12', 'Discussion Participation', 'analytic', 'text-only'],
      [2, '13', 'Group Project', 'analytic', 'custom-points'],
      [3, '14', 'Oral Presentation', 'holistic', 'points'],
      [4, '15', 'Lab Report', 'analytic', 'custom-points'],
    ]);
    expect(rubrics[0]!.groups[0]!.levels.map((l) => l.value)).toEqual([4, 3, 2, 1]);
    expect(rubrics[0]!.groups[0]!.criteria[0]!.cells.map((c) => c.value)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const timeliness = rubrics[1]!.groups[0]!.criteria[0]!;
    expect(timeliness.cells[0]).toMatchObject({
      description: { html: false, text: 'Posts by Wednesday and replies by Sunday.' },
      feedback: { html: false, text: 'Great pacing.' },
    });
    expect(rubrics[2]!.groups.map((g) => [g.name, g.levels.length, g.criteria.length])).toEqual([
      ['Product', 3, 2],
      ['Process', 3, 1],
    ]);
    expect(rubrics[3]!.groups[0]!.criteria[0]!.name).toBe('');
    expect(rubrics[3]!.overallLevels.map((o) => o.rangeStart)).toEqual([85, 70, 50, 0]);
  });

  it('keeps missing optional parts undefined and notes values that are not numbers', () => {
    const odd = rubricsOf('edge-cases')[1]!;
    expect(odd).toMatchObject({ sourceId: '22', name: '', description: undefined, overallLevels: [] });
    expect(odd.resourceCode).toBeUndefined();
    expect(odd.groups[0]!.criteria[1]!.name).toBe('');
    expect(odd.groups[0]!.criteria[1]!.cells[0]!.value).toBeUndefined();
    expect(odd.issues).toEqual([
      {
        code: 'badNumber',
        severity: 'warning',
        message: '"abc" in cell_value (criterion 2, level 1101) is not a number; it was read as no points.',
      },
    ]);
    expect(rubricsOf('edge-cases')[3]!.issues).toEqual([
      {
        code: 'unknownType',
        severity: 'warning',
        message: 'Unknown rubric type "7"; it was read as an analytic rubric.',
      },
    ]);
  });

  it('reads CDATA texts, and defaults a missing type to analytic and an unknown scoring method to unknown', () => {
    const xml = `<rubrics schemaversion="v2011"><rubric id="7" name="Quick" scoring_method="9">
      <description text_type="text/html"><text><![CDATA[<p>Fish &amp; chips</p>]]></text></description>
    </rubric></rubrics>`;
    const parsed = parseD2lRubrics(xml);
    expect(parsed.ok && parsed.rubrics[0]).toMatchObject({
      type: 'analytic',
      scoringMethod: 'unknown',
      description: { html: true, text: '<p>Fish &amp; chips</p>' },
      groups: [],
      issues: [],
    });
  });

  it('returns the parsed document as the raw JSON', () => {
    const parsed = parseD2lRubrics(fixture('custom-points'));
    expect(parsed.ok).toBe(true);
    const raw = parsed.raw as { rubrics: { '@_schemaversion': string; rubric: { '@_name': string }[] } };
    expect(raw.rubrics['@_schemaversion']).toBe('v2011');
    expect(raw.rubrics.rubric[0]!['@_name']).toBe('Research Essay');
  });

  it.each([
    ['an empty rubrics element', '<rubrics schemaversion="v2011"></rubrics>'],
    ['a self-closed rubrics element', '<rubrics/>'],
    ['another D2L file', '<?xml version="1.0"?><manifest><resources/></manifest>'],
    ['rubric elements without the rubrics root', '<rubric id="1" name="x"/>'],
  ])("says 'Invalid XML structure' for %s (and still gives the raw JSON)", (_, xml) => {
    const parsed = parseD2lRubrics(xml);
    expect(parsed).toMatchObject({ ok: false, error: { code: 'structure', message: 'Invalid XML structure' } });
    expect(parsed.raw).toBeDefined();
  });

  it("says 'Error parsing XML file: {msg}' for XML that is not well formed, naming the place", () => {
    const parsed = parseD2lRubrics('<rubrics>\n  <rubric name="x">\n</rubrics>');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('parse');
    expect(parsed.error.message).toMatch(/^Error parsing XML file: .+ \(line \d+, column \d+\)$/);
  });

  it('refuses entity declarations (a billion-laughs file never expands)', () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rubrics><rubric name="&a;"/></rubrics>';
    expect(parseD2lRubrics(xml)).toEqual({
      ok: false,
      error: { code: 'parse', message: 'Error parsing XML file: DOCTYPE entity declarations are not allowed.' },
    });
  });
});
