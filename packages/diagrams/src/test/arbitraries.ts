import fc from 'fast-check';
import type { ContextSystem } from '../domain/context-csv.ts';
import type { DataFlowModel, DataFlowRow, FieldEnd, Slot } from '../domain/data-flow-model.ts';

const word = fc.constantFrom(
  'Person',
  'Course',
  'Enrollment',
  'Grade',
  'Term',
  'A very long entity name that will need truncating',
);
const end = fc.record<FieldEnd>({
  system: fc.constantFrom('SIS', 'Hub', 'LMS', 'Warehouse'),
  entity: word,
  dbTable: fc.constantFrom('PERSON', 'stg_person', 'users', 'course_main', ''),
  field: fc.string({ maxLength: 60 }),
  dbField: fc.string({ maxLength: 60 }),
});
const flow = fc.record({
  direction: fc.constantFrom('to-hub' as const, 'from-hub' as const, 'both' as const),
  syncType: fc.constantFrom('', 'Nightly batch', 'Real-time event'),
  mapped: fc.boolean(),
});

/** Random data flow models shaped like parseDataFlow output (slots derived from the rows). */
export const dataFlowModel: fc.Arbitrary<DataFlowModel> = fc
  .array(
    fc.record({
      e1: fc.option(end, { nil: undefined }),
      e2: fc.option(end, { nil: undefined }),
      e3: fc.option(end, { nil: undefined }),
      f1: flow,
      f3: flow,
      sor1Default: fc.constantFrom('', 'Student'),
    }),
    { minLength: 1, maxLength: 80 },
  )
  .map((raw) => {
    const rows: DataFlowRow[] = raw
      .filter((r) => r.e1 || r.e2 || r.e3)
      .map((r, i) => {
        const ends: DataFlowRow['ends'] = {};
        if (r.e1) ends[1] = r.e1;
        if (r.e2) ends[2] = r.e2;
        if (r.e3) ends[3] = r.e3;
        const flows: DataFlowRow['flows'] = {};
        if (r.e1 && r.e2) flows[1] = r.f1;
        if (r.e3 && r.e2) flows[3] = r.f3;
        return { rowNumber: i + 2, ends, flows, sor1Default: r.e1 ? r.sor1Default : '' };
      });
    const slots = ([1, 2, 3] as Slot[]).filter((s) => rows.some((r) => r.ends[s]));
    return { slots, rows };
  })
  .filter((m) => m.rows.length > 0);

/** Random context systems with unique names, as parseContext would return them. */
export const contextSystems: fc.Arbitrary<ContextSystem[]> = fc
  .array(fc.constantFrom('export' as const, 'import' as const, 'both' as const), { maxLength: 60 })
  .map((directions) =>
    directions.map((direction, i) => ({ rowNumber: i + 2, name: `System number ${i + 1}`, direction })),
  );
