import * as a from '../contracts.ts';
import type { BackendCall } from '@tools/backend-api';

/** SportsAndStudents' back end: the data (spec 000 §7) and the admin's CSV load. */
export function athleticsApi(call: BackendCall) {
  return {
    sportsAndStudents: () => call('get', 'sportsAndStudents', a.SportsAndStudents) as Promise<a.SportsAndStudents>,
    loadCsv: (csv: string) =>
      call('put', 'sportsAndStudents', a.CsvLoadResult, { json: { csv } }) as Promise<a.CsvLoadResult>,
  };
}
export type AthleticsApi = ReturnType<typeof athleticsApi>;
