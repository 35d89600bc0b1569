import { parseD2lRubrics } from '../parse-d2l.ts';
import { transformRubrics, type TransformedRubric } from '../transform.ts';
import type { D2lRubric } from '../types.ts';
import customPoints from './fixtures/custom-points.xml?raw';
import courseRubrics from './fixtures/course-rubrics.xml?raw';
import edgeCases from './fixtures/edge-cases.xml?raw';
import manifest from './fixtures/imsmanifest.xml?raw';

const FIXTURES = {
  'custom-points': customPoints,
  'course-rubrics': courseRubrics,
  'edge-cases': edgeCases,
  imsmanifest: manifest,
};

export type FixtureName = keyof typeof FIXTURES;

/** A fixture's text: D2L exports in the real `rubrics_d2l.xml` (schemaversion v2011) format. */
export function fixture(name: FixtureName): string {
  return FIXTURES[name];
}

export function rubricsOf(name: FixtureName): D2lRubric[] {
  const parsed = parseD2lRubrics(fixture(name));
  if (!parsed.ok) throw new Error(`fixture ${name}: ${parsed.error.message}`);
  return parsed.rubrics;
}

/** The transformed rubrics of a fixture, by title. */
export function transformedOf(name: FixtureName): Map<string, TransformedRubric> {
  return new Map(transformRubrics(rubricsOf(name)).map((t) => [t.title, t]));
}
