import { defineMessages } from '@tools/launch';
import { messages } from './messages.ts';

/**
 * Every visible text of LatePenaltyRulesAdmin: the texts it shares with the course tool
 * (messages.ts) and its own. `spec` is spec 002 word for word; `ours` is wording the spec leaves open.
 */
export const adminMessages = defineMessages({
  spec: {
    ...messages.spec,
    adminTitle: 'Late Penalty Rules Admin',
    checkingPermissions: 'Checking permissions…',
    adminRestricted: 'The Late Penalty Rules Admin Tool is not available for your role.',
    tabManage: 'Manage Rules',
    tabView: 'View Penalties',
    revert: 'Revert',
    addRule: '+ Add rule',
    showing: 'Showing {shown} of {total}',
    colActions: 'Actions',
    colLabel: 'Label',
    colStatus: 'Status',
    active: 'Active',
    inactive: 'Inactive',
    fixErrors: 'Please fix the highlighted errors.',
    reverted: 'Reverted unsaved changes',
    ruleDeleted: 'Rule deleted',
    allSaved: 'All changes saved',
    refresh: 'Refresh',
    downloadCsv: 'Download CSV',
    colTerm: 'Term',
    colCourseId: 'Course ID',
    colCourseName: 'Course Name',
    colOverride: 'Override',
    noPenaltyData: 'No penalty data',
  },
  ours: {
    ...messages.ours,
    tabsLabel: 'Late penalty rules',
    filterRules: 'Filter rules',
    formatsHint:
      'Valid formats: "X% penalty if more than N hour(s)/day(s) late", "X point(s) penalty if more than N hour(s)/day(s) late", "X% penalty each day late", "X point(s) penalty each day late" (optionally "for a max of Y points").',
    colCode: 'Code',
    deleteRule: 'Delete rule {label}', // accessible name of the delete cross
    newRuleLabel: 'Label of new rule {n}',
    ruleLabelFor: 'Label of rule “{label}”', // the saved label: a name a person reads, never the code
    ruleStatusFor: 'Status of rule “{label}”',
    newRuleStatus: 'Status of new rule {n}',
    newRule: 'new rule',
    usedBy: 'Used by {courses} ({assignments})',
    unused: 'Used by no course',
    countCourse: 'course',
    countCourses: 'courses',
    confirmSaveUsed: 'Change {rules} that courses use?',
    confirmSaveUsedLine: '“{label}” is used by {courses} ({assignments}).',
    confirmSaveUsedChange: '“{from}” becomes “{to}”.',
    confirmSaveUsedInactive: '“{label}” becomes Inactive: courses keep it, but it is no longer offered.',
    confirmSaveUsedBody:
      'Their late penalties follow the new rule at their next ‘Update late penalties’; stored penalties and the gradebook do not change until then.',
    confirmDeleteRule: 'Delete the rule “{label}”?',
    confirmDeleteRuleUsed:
      'It is used by {courses} ({assignments}): those assignments compute no penalty until the rule is back or another is chosen.',
    confirmDeleteRuleUnused: 'No course uses it.',
    deleteRuleButton: 'Delete rule',
    ruleRestored: 'Rule “{label}” restored.',
    rulesTable: 'Late penalty rules',
    noRules: 'No rules yet. Add one with + Add rule.',
    loadingRules: 'Loading rules…',
    courseFilter: 'Course', // the course filter label
    allCourses: 'All courses',
    filterPenalties: 'Filter penalties',
    rowCount: '{count} {rowWord}',
    penaltiesTable: 'Applied late penalties',
    yes: 'Yes',
    no: 'No',
    loadingPenalties: 'Loading penalties…',
    row: 'row',
    rows: 'rows',
  },
});
