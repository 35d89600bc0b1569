import { defineMessages } from '@tools/launch';

/**
 * Every visible text of SetCategory: `spec` is spec 000 §2, §5 and §8 word for word; `ours` is the
 * dry run and bulk-run wording the spec leaves open (issue 13).
 */
export const messages = defineMessages({
  spec: {
    title: 'Set Category for Filtered Courses',
    categoryId: 'Category ID',
    dataSourceKey: 'Data Source Key Name',
    setCategory: 'Set Category',
    required: 'Category ID and data source key name are required.',
    missingToken: 'Missing access token. Please log in.',
    dataSourceNotFound: 'Data source key name not found.',
    noCategories: 'No categories found in the API response.',
    categoryNotFound: 'Category ID not found.',
    noCourses: 'No courses found with the specified data source key.',
    associateError: 'An error occurred while associating categories.',
    success: 'All matching courses successfully associated with the category.',
  },
  ours: {
    categoryIdHint: 'The category’s ID in the catalog, e.g. SCI.',
    dataSourceKeyHint: 'The data source’s key (batch UID), e.g. SIS_COURSES.',
    finding: 'Finding matching courses…',
    planSummary:
      '{total} courses from data source {dataSource} match. {already} already in {category}, {toAdd} will be added.',
    apply: 'Add {count} courses to {category}',
    coursesTable: 'Matching courses',
    colCourseId: 'Course ID',
    colName: 'Course Name',
    colResult: 'Result',
    willBeAdded: 'Will be added',
    alreadyInCategory: 'Already in category',
    added: 'Added',
    failed: 'Failed: {reason}',
    cancelled: 'Cancelled',
    progress: 'Adding courses to the category',
    cancel: 'Cancel',
    retryFailed: 'Retry failed ({count})',
    runSummary: 'Added {added}, already in category {already}, failed {failed}, cancelled {cancelled}.',
    /** The run could not start (its lease was refused: not an administrator, session, server). */
    notStarted: 'Nothing was added: {reason}',
  },
});
