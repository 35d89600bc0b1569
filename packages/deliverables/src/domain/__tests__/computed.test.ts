import { describe, expect, it } from 'vitest';
import { reRank, scrumFor, setHours, setScrums } from '../bulk.ts';
import { EXCEPTION_MESSAGES as M, exceptionsOf, exceptionsText } from '../exceptions.ts';
import { added, fromCloud, toggleDeleted } from '../row-state.ts';
import type { RowValues } from '../values.ts';

const ctx = { today: { year: 2025, month: 6, day: 10 }, currentSprint: '2025 Sprint12' };
/** A row that raises no exception; each case changes what it needs. */
const ok: RowValues = {
  Rank: 60,
  TPM: 'PN',
  Team: 'ERP',
  Type: 'Report',
  'Item Status': 'Active',
  'UAT Target': '07/01/25',
  'Prod Target': '08/01/25',
  'Go-live': '09/01/25',
  ADO: '1201',
  'ADO Iteration': 'Tools\\2025 Sprint12',
};

describe('computed Exceptions (spec 001 §5)', () => {
  it.each<[string, RowValues, string[]]>([
    ['none', {}, []],
    ['blocker iteration', { 'ADO Iteration': 'Tools\\Blocker' }, [M.blocker]],
    ['missing TPM', { TPM: '' }, [M.missingTpmOrTeam]],
    ['missing Team', { Team: '', ADO: '' }, [M.missingTpmOrTeam]],
    ['DONE in Prod, not PS Support', { 'Prod Target': 'DONE' }, [M.doneNotSupport]],
    ['DONE in Prod, PS Support', { 'Prod Target': 'DONE', Team: 'PS Support' }, []],
    ['UAT missing', { 'UAT Target': '' }, [M.uatTarget]],
    ['UAT past', { 'UAT Target': '06/09/25' }, [M.uatTarget]],
    ['UAT DONE', { 'UAT Target': 'DONE' }, []],
    ['Prod past', { 'Prod Target': '01/01/25' }, [M.prodTarget]],
    [
      'bug fix: no target checks, no go-live check',
      { Type: 'Bug Fix', 'UAT Target': '', 'Prod Target': '', 'Go-live': '' },
      [],
    ],
    ['go-live not set', { 'Go-live': '' }, [M.goLive]],
    ['ADO blank on ERP', { ADO: '' }, [M.adoBlank]],
    ['ADO n/a on ERP', { ADO: 'N/A' }, [M.adoBlank]],
    ['ADO blank, not ERP', { ADO: '', Team: 'Bb' }, []],
    ['high priority not in sprint', { Rank: 10, 'ADO Iteration': 'Tools\\2025 Sprint9' }, [M.highPriority]],
    [
      'high priority, Current Sprint column names it',
      { Rank: 10, 'ADO Iteration': '', 'Current Sprint': '2025 Sprint12' },
      [],
    ],
    ['high priority in sprint', { Rank: 10 }, []],
    ['rank 50 is not high priority', { Rank: 50, 'ADO Iteration': '' }, []],
    [
      'high priority but Prod DONE',
      { Rank: 10, 'ADO Iteration': '', 'Prod Target': 'DONE', Team: 'ERP' },
      [M.doneNotSupport],
    ],
    ['high priority but blocker', { Rank: 10, 'ADO Iteration': 'X\\Blocker' }, [M.blocker]],
    ['training: C/T missing', { Type: 'Training', 'UAT Target': '', 'Prod Target': '' }, [M.ctTarget]],
    ['consulting: C/T past', { Type: 'Consulting', 'C/T Target': '05/01/25' }, [M.ctTarget]],
    ['consulting: C/T future', { Type: 'Consulting', 'C/T Target': '12/01/25' }, []],
    ['completed items raise none', { 'Item Status': 'Completed', TPM: '', 'UAT Target': '' }, []],
  ])('%s', (_name, change, expected) => {
    expect(exceptionsOf({ ...ok, ...change }, ctx)).toEqual(expected);
  });

  it("are joined with ' | '", () => {
    expect(exceptionsText({ ...ok, TPM: '', 'Go-live': '' }, ctx)).toBe(
      'Missing TPM or Team Assignment | Go Live date is not set',
    );
  });
});

describe('Re-Rank: Driver, then Go-live, then Item Rank, then Item, from 1', () => {
  it('numbers live rows, blanks 97/98/99, skips deleted, counts changes', () => {
    const rows = [
      fromCloud({ Item: 'd', Driver: '2 - Go-live Work Highest Priority', 'Go-live': '03/01/25', Rank: 1 }, 1, 'a'),
      fromCloud({ Item: 'c', Driver: '1 - Supports Critical Escalation', 'Go-live': '05/01/25', Rank: 2 }, 1, 'b'),
      fromCloud(
        { Item: 'b', Driver: '2 - Go-live Work Highest Priority', 'Go-live': '02/01/25', 'Item Rank': '2', Rank: 3 },
        1,
        'c',
      ),
      fromCloud(
        { Item: 'a', Driver: '2 - Go-live Work Highest Priority', 'Go-live': '02/01/25', 'Item Rank': '1', Rank: 4 },
        1,
        'd',
      ),
      fromCloud({ Item: 'p', Driver: '97 - On-Hold', Rank: 5 }, 1, 'e'),
      toggleDeleted(fromCloud({ Item: 'z', Driver: '1 - Supports Critical Escalation', Rank: 9 }, 1, 'f')),
      added({ Item: 'n', Driver: '', Rank: '' }, 'g'),
    ];
    const { rows: out, changed } = reRank(rows);
    expect(out.map((r) => [r.values.Item, r.values.Rank, r.state])).toEqual([
      ['d', 4, 'updated'],
      ['c', 1, 'updated'],
      ['b', 3, 'clean'],
      ['a', 2, 'updated'],
      ['p', '', 'updated'],
      ['z', 9, 'deleted'],
      ['n', 5, 'new'],
    ]);
    expect(changed).toBe(5);
  });
});

describe('Set SCRUMs', () => {
  it.each<[RowValues, string | null, string]>([
    [{ Type: 'Report' }, 'AAIR', 'Reporting'],
    [{ Type: 'Transcript' }, 'AAIR', 'Reporting'],
    [{ Type: 'Data Conversion' }, 'DS', 'Data'],
    [{ Type: 'Product Gap Customization' }, 'ERP', 'Arch'],
    [{ Type: 'Discovery' }, 'ERP', 'Arch'],
    [{ Type: 'Custom Integration', 'T-Shirt Size': 'XL' }, 'ERP', 'Arch'],
    [{ Type: 'Training' }, null, 'Sherpa 2'],
    [{ Type: 'Consulting' }, null, 'Sherpa 2'],
    [{ Type: 'Product Integration (Hub)' }, null, 'Sherpa 2'],
    [{ Type: 'Workflow', 'T-Shirt Size': 'M' }, 'ERP', 'ERP Dev 2'],
    [{ Type: 'Form', 'T-Shirt Size': '' }, 'ERP', 'ERP Dev 2'],
    [{ Type: 'Form', 'T-Shirt Size': 'L' }, 'ERP', 'ERP Dev 1'],
    [{ Type: 'LMS Package' }, 'ERP', 'ERP Dev 2'],
    [{ Type: 'Bug Fix' }, 'ERP', 'ERP Dev 2'],
    [{ Type: 'Portal Report' }, 'ERP', 'ERP Dev 1'],
    [{ Type: '' }, 'ERP', 'ERP Dev 1'],
  ])('%j -> team %j, scrum %j', (values, team, scrum) => expect(scrumFor(values)).toEqual({ team, scrum }));

  it('marks changed rows updated (new stays new) and counts them', () => {
    const rows = [
      fromCloud({ Type: 'Report', Team: 'AAIR', SCRUM: 'Reporting' }, 1, 'a'),
      fromCloud({ Type: 'Training', Team: 'Bb', SCRUM: '' }, 1, 'b'),
      added({ Type: 'Bug Fix' }, 'c'),
    ];
    const { rows: out, changed } = setScrums(rows);
    expect(out.map((r) => [r.values.Team, r.values.SCRUM, r.state])).toEqual([
      ['AAIR', 'Reporting', 'clean'],
      ['Bb', 'Sherpa 2', 'updated'],
      ['ERP', 'ERP Dev 2', 'new'],
    ]);
    expect(changed).toBe(2);
  });
});

describe('Set Hours', () => {
  it.each<[RowValues, RowValues]>([
    [
      { Type: 'LMS Package' },
      { 'Reqs Hrs': '20', 'Arch Hrs': '20', 'Dev Hrs': '20', 'Test Hrs': '20', 'Total Hrs': '80' },
    ],
    [
      { Type: 'Form/Workflow', 'T-Shirt Size': 'M' },
      { 'Reqs Hrs': '4', 'Arch Hrs': '2', 'Dev Hrs': '8', 'Test Hrs': '4', 'Total Hrs': '18' },
    ],
    [
      { Type: 'Form/Workflow', 'Dev Target': 'DONE', 'Dev Hrs': '30' },
      { 'Reqs Hrs': '4', 'Arch Hrs': '2', 'Dev Hrs': '30', 'Test Hrs': '4', 'Total Hrs': '40' },
    ],
    [
      { Type: 'LMS Package', 'Reqs Target': 'DONE', 'Reqs Hrs': '', 'UAT Target': 'done', 'Test Hrs': '' },
      { 'Reqs Hrs': '', 'Arch Hrs': '20', 'Dev Hrs': '20', 'Test Hrs': '', 'Total Hrs': '40' },
    ],
  ])('%j gets %j', (values, expected) => {
    const { rows } = setHours([fromCloud(values, 1, 'a')]);
    expect(rows[0]?.values).toMatchObject(expected);
    expect(rows[0]?.state).toBe('updated');
  });

  it('no default for other types or Form/Workflow of size L', () => {
    const rows = [
      fromCloud({ Type: 'Report' }, 1, 'a'),
      fromCloud({ Type: 'Form/Workflow', 'T-Shirt Size': 'L' }, 1, 'b'),
    ];
    expect(setHours(rows)).toEqual({ rows, changed: 0 });
  });
});
