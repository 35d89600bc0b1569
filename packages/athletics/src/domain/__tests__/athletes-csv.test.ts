import { describe, expect, it } from 'vitest';
import { parseAthletesCsv } from '../athletes-csv.ts';
import { sportRows } from '../sports-table.ts';

const HEADER = 'SportId,SportName,StudentId,FirstName,LastName,StudentNumber';

describe('parseAthletesCsv', () => {
  it('turns lines into the three lists of spec 000 §3, each sport and student once', () => {
    const r = parseAthletesCsv(
      `${HEADER}\nSOC,Soccer,A1,Ava,Thompson,S1\nSOC,Soccer,A2,Liam,Patel,S2\nBBL,Basketball,A1,Ava,Thompson,S1\n`,
    );
    expect(r.fileError).toBeNull();
    expect(r.accepted).toBe(3);
    expect(r.rejected).toEqual([]);
    expect(r.sports).toEqual([
      { Id: 'SOC', Name: 'Soccer' },
      { Id: 'BBL', Name: 'Basketball' },
    ]);
    expect(r.students.map((s) => s.Id)).toEqual(['A1', 'A2']);
    expect(r.studentAthleticDetails).toEqual([
      { SportId: 'SOC', StudentId: 'A1' },
      { SportId: 'SOC', StudentId: 'A2' },
      { SportId: 'BBL', StudentId: 'A1' },
    ]);
  });

  it('reads headers in any order and case, with a BOM and quoted values', () => {
    const r = parseAthletesCsv(
      '\uFEFFlastname,FIRSTNAME,studentid,StudentNumber,sportname,sportid\n"O\'Neil, Jr",Sean,A9,S9,"Track, Field",TRK\n',
    );
    expect(r.students).toEqual([{ Id: 'A9', FirstName: 'Sean', LastName: "O'Neil, Jr", StudentNumber: 'S9' }]);
    expect(r.sports).toEqual([{ Id: 'TRK', Name: 'Track, Field' }]);
  });

  it('reports every rejected line with its number and reason, and keeps the good ones', () => {
    const r = parseAthletesCsv(
      [
        HEADER,
        'SOC,Soccer,A1,Ava,Thompson,S1',
        'SOC,Football,A2,Liam,Patel,S2',
        'BBL,Basketball,A1,Eva,Thompson,S1',
        'SOC,Soccer,A1,Ava,Thompson,S1',
        ',Soccer,A3,,Garcia,S3',
        '',
        'SWM,Swimming,A4,Mia,Kowalski,S4',
      ].join('\n'),
    );
    expect(r.accepted).toBe(2);
    expect(r.rejected).toEqual([
      { line: 3, reason: "Sport SOC is named 'Soccer' on an earlier line, not 'Football'." },
      { line: 4, reason: 'Student A1 has other details on an earlier line.' },
      { line: 5, reason: 'Student A1 is already listed in sport SOC.' },
      { line: 6, reason: 'Missing SportId, FirstName.' },
    ]);
  });

  it('refuses a file without the documented header', () => {
    expect(parseAthletesCsv('').fileError).toBe('The file is empty.');
    expect(parseAthletesCsv('SportId,StudentId\nSOC,A1').fileError).toBe(
      'The header misses SportName, FirstName, LastName, StudentNumber (expected SportId,SportName,StudentId,FirstName,LastName,StudentNumber).',
    );
  });
});

describe('sportRows', () => {
  it('lists sports by name with their students by last name', () => {
    const rows = sportRows({
      sports: [
        { Id: 'SOC', Name: 'Soccer' },
        { Id: 'BBL', Name: 'basketball' },
      ],
      students: [
        { Id: 'A1', FirstName: 'Ava', LastName: 'Thompson', StudentNumber: 'S1' },
        { Id: 'A2', FirstName: 'Liam', LastName: 'Patel', StudentNumber: 'S2' },
      ],
      studentAthleticDetails: [
        { SportId: 'SOC', StudentId: 'A1' },
        { SportId: 'SOC', StudentId: 'A2' },
        { SportId: 'SOC', StudentId: 'missing' },
      ],
    });
    expect(rows).toEqual([
      { sportId: 'BBL', sport: 'basketball', students: [] },
      { sportId: 'SOC', sport: 'Soccer', students: ['Liam Patel (S2)', 'Ava Thompson (S1)'] },
    ]);
  });
});
