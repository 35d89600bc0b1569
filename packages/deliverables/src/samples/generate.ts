import {
  COL,
  DRIVERS,
  formatStored,
  ITEM_STATUSES,
  SCRUMS,
  T_SHIRT_SIZES,
  TEAMS,
  TYPES,
  URGENCIES,
  type Day,
  type RowValues,
} from '../domain/index.ts';

/**
 * Realistic deliverables for the demo, samples and the benchmark: deterministic (a seeded
 * generator), every type, team, status, driver and size, and rows that raise every exception
 * (blank TPM or team, past or missing targets, DONE in Prod outside PS Support, blank ADO on
 * ERP, high priority outside the sprint, training without a C/T target).
 */
const CUSTOMERS = [
  'Northfield University',
  'Lakeside College',
  'Harbor State',
  'Summit Tech',
  'Riverbend CC',
  'Pinecrest University',
];
const PEOPLE = ['ME', 'SC', 'PN', 'DK', 'RB', 'JT', 'AL'];
const NOUNS = [
  'payroll feed',
  'transcript',
  'admissions form',
  'portal theme',
  'GL export',
  'housing workflow',
  'advising report',
  'LMS sync',
  'bookstore feed',
  'room scheduling',
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function addDays(d: Day, n: number): Day {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function generateDeliverables(count: number, today: Day, seed = 12): RowValues[] {
  const r = rng(seed);
  const pick = <T>(list: readonly T[], i?: number): T => list[(i ?? Math.floor(r() * list.length)) % list.length] as T;
  const date = (from: number, to: number) => formatStored(addDays(today, Math.round(from + r() * (to - from))));
  return Array.from({ length: count }, (_, i) => {
    const type = pick(TYPES, i);
    const status = i % 11 === 5 ? pick(ITEM_STATUSES.slice(1), Math.floor(i / 11)) : 'Active';
    const team = i % 13 === 7 ? '' : pick(TEAMS, i + 1);
    const parked = status !== 'Active';
    const row: RowValues = {
      [COL.rank]: parked ? '' : i + 1,
      [COL.currentSprint]: '',
      [COL.tracker]: `https://dev.azure.com/sandbox-org/Portfolio/_workitems/edit/${4101 + (i % 70)}`,
      [COL.tpm]: i % 17 === 3 ? '' : pick(PEOPLE, i),
      [COL.customer]: pick(CUSTOMERS, i),
      [COL.goLive]: i % 9 === 4 ? '' : date(-30, 240),
      [COL.urgency]: pick(URGENCIES),
      [COL.itemRank]: String(1 + (i % 9)),
      [COL.item]: `${pick(CUSTOMERS, i).split(' ')[0]} ${pick(NOUNS, i * 7 + 3)} ${i + 1}`,
      [COL.itemStatus]: status,
      [COL.type]: type,
      [COL.size]: pick(T_SHIRT_SIZES),
      [COL.ado]: i % 10 === 5 ? '' : String(4101 + (i % 70)),
      [COL.team]: team,
      [COL.scrum]: pick(SCRUMS),
      [COL.driver]: parked
        ? `${{ 'On-Hold': 97, Cancelled: 98, Completed: 99 }[status] ?? 97} - ${status}`
        : pick(DRIVERS.slice(0, 5)),
      [COL.discoveryTarget]: i % 3 === 0 ? 'DONE' : date(-20, 60),
      [COL.reqsTarget]: i % 4 === 0 ? 'DONE' : date(-10, 90),
      [COL.devTarget]: date(-5, 120),
      [COL.uatTarget]: i % 8 === 2 ? '' : date(-14, 150),
      [COL.prodTarget]: i % 12 === 1 ? 'DONE' : date(-7, 200),
      [COL.supportTarget]: date(30, 260),
      [COL.ctTarget]: type === 'Training' || type === 'Consulting' ? (i % 2 ? date(-20, 60) : '') : '',
      [COL.prodAccepted]: '',
      [COL.ea]: pick(PEOPLE),
      [COL.ba]: pick(PEOPLE, i + 2),
      [COL.ba2]: '',
      [COL.tc]: pick(PEOPLE, i + 3),
      [COL.tc2]: '',
      [COL.dev]: pick(PEOPLE, i + 4),
      [COL.dev2]: '',
      [COL.qa]: pick(PEOPLE, i + 5),
      [COL.totalHrs]: '',
      [COL.archHrs]: '',
      [COL.reqsHrs]: '',
      [COL.devHrs]: '',
      [COL.testHrs]: '',
      [COL.inEndGame]: i % 6 === 0 ? 'Y' : '',
      [COL.notes]: i % 5 === 0 ? `Follow up with ${pick(CUSTOMERS, i + 1)}, "phase ${1 + (i % 3)}"` : '',
    };
    return row;
  });
}
