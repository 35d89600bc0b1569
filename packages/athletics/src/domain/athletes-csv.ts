import { CSV_READ_OPTIONS } from '@tools/ui/csv-read';
import Papa from 'papaparse';

/**
 * The admin's CSV of athletes (one file, one line per student in a sport):
 *
 *   SportId,SportName,StudentId,FirstName,LastName,StudentNumber
 *   SOC,Soccer,S1,Ava,Thompson,20240001
 *
 * Header names are matched case-insensitively and in any order; other columns are ignored.
 * The server turns the accepted lines into the spec's three lists (sports, students,
 * studentAthleticDetails). A line is rejected, with its number and the reason, when a value is
 * missing or too long, or when it names a sport or student already seen with other details.
 */
export const CSV_COLUMNS = ['SportId', 'SportName', 'StudentId', 'FirstName', 'LastName', 'StudentNumber'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const MAX_VALUE_LENGTH = 200;

export interface AthleteRow {
  sport: { Id: string; Name: string };
  student: { Id: string; FirstName: string; LastName: string; StudentNumber: string };
}
export interface Rejection {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  reason: string;
}
export interface ParsedAthletes {
  sports: { Id: string; Name: string }[];
  students: AthleteRow['student'][];
  studentAthleticDetails: { SportId: string; StudentId: string }[];
  accepted: number;
  rejected: Rejection[];
  /** Set when the file as a whole cannot be used (no header, missing columns). */
  fileError: string | null;
}

const empty = (fileError: string | null, rejected: Rejection[] = []): ParsedAthletes => ({
  sports: [],
  students: [],
  studentAthleticDetails: [],
  accepted: 0,
  rejected,
  fileError,
});

export function parseAthletesCsv(text: string): ParsedAthletes {
  const parsed = Papa.parse<string[]>(text, CSV_READ_OPTIONS);
  const lines = parsed.data;
  const header = lines[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  const index = {} as Record<CsvColumn, number>;
  const missing: string[] = [];
  for (const column of CSV_COLUMNS) {
    const i = header.indexOf(column.toLowerCase());
    if (i < 0) missing.push(column);
    index[column] = i;
  }
  if (header.length === 0 || header.every((h) => h === '')) return empty('The file is empty.');
  if (missing.length > 0) {
    return empty(`The header misses ${missing.join(', ')} (expected ${CSV_COLUMNS.join(',')}).`);
  }

  const sports = new Map<string, AthleteRow['sport']>();
  const students = new Map<string, AthleteRow['student']>();
  const details = new Map<string, { SportId: string; StudentId: string }>();
  const rejected: Rejection[] = [];
  let accepted = 0;
  lines.slice(1).forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const value = (column: CsvColumn) => (cells[index[column]] ?? '').trim();
    const blank = CSV_COLUMNS.filter((c) => value(c) === '');
    if (blank.length > 0) return rejected.push({ line, reason: `Missing ${blank.join(', ')}.` });
    const long = CSV_COLUMNS.filter((c) => value(c).length > MAX_VALUE_LENGTH);
    if (long.length > 0) {
      return rejected.push({ line, reason: `${long.join(', ')} longer than ${MAX_VALUE_LENGTH} characters.` });
    }
    const sport = { Id: value('SportId'), Name: value('SportName') };
    const student = {
      Id: value('StudentId'),
      FirstName: value('FirstName'),
      LastName: value('LastName'),
      StudentNumber: value('StudentNumber'),
    };
    const knownSport = sports.get(sport.Id);
    if (knownSport && knownSport.Name !== sport.Name) {
      return rejected.push({
        line,
        reason: `Sport ${sport.Id} is named '${knownSport.Name}' on an earlier line, not '${sport.Name}'.`,
      });
    }
    const knownStudent = students.get(student.Id);
    if (
      knownStudent &&
      (knownStudent.FirstName !== student.FirstName ||
        knownStudent.LastName !== student.LastName ||
        knownStudent.StudentNumber !== student.StudentNumber)
    ) {
      return rejected.push({ line, reason: `Student ${student.Id} has other details on an earlier line.` });
    }
    const key = `${sport.Id}\u0000${student.Id}`;
    if (details.has(key)) {
      return rejected.push({ line, reason: `Student ${student.Id} is already listed in sport ${sport.Id}.` });
    }
    sports.set(sport.Id, sport);
    students.set(student.Id, student);
    details.set(key, { SportId: sport.Id, StudentId: student.Id });
    accepted += 1;
  });
  return {
    sports: [...sports.values()],
    students: [...students.values()],
    studentAthleticDetails: [...details.values()],
    accepted,
    rejected,
    fileError: null,
  };
}
