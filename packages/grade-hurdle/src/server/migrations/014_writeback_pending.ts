// Migration 013: Grade Hurdle write-back records written BEFORE the grades (issue 22 §3). A run
// records every planned write as `pending` (with the grade it replaces) before it writes anything
// in Learn, then each outcome replaces it (`written` / `failed`). A record whose outcome never
// arrived (tab closed, server down after the write) stays `pending`: Undo then asks Learn's grade
// history whether the write happened and restores what was there before.
export default /* sql */ `
alter table grade_hurdle_writebacks drop constraint grade_hurdle_writebacks_status_check;
alter table grade_hurdle_writebacks add constraint grade_hurdle_writebacks_status_check
  check (status in ('pending', 'written', 'failed', 'undone'));
`;
