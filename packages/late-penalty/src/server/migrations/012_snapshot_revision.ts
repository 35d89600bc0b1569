// Migration 012: a revision per late-penalty snapshot (issue 14). It grows by one whenever a
// stored penalty's points or override flag change, and is part of the id of the
// `late-penalty.applied` event that change publishes, so the same value recorded twice publishes
// once, while 5 -> 3 -> 5 publishes three events. Rows stored before this have revision 1.
export default /* sql */ `
alter table late_penalty_snapshots add column revision integer not null default 1;
`;
