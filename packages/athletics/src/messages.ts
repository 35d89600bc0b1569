import { defineMessages } from '@tools/launch';

/** SportsAndStudents' texts. Spec 000 §2/§8 texts are word for word; the rest is ours. */
export const messages = defineMessages({
  spec: {
    title: 'Student Athletic Details',
    missingParams: 'Missing access token or UUID. Please log in.',
    loading: 'Loading...',
    fetchFailed: 'Failed to fetch data from backend.',
    colSport: 'Sport',
    colStudents: 'Students',
  },
  ours: {
    empty: 'No athletic details have been loaded yet.',
    loadTitle: 'Load athletic details from a CSV file',
    loadHint:
      'Columns: SportId, SportName, StudentId, FirstName, LastName, StudentNumber (one line per student in a sport). Loading replaces the stored details.',
    load: 'Load CSV',
    loadFailed: 'Failed to load the CSV: {msg}',
    loaded: 'Loaded {accepted} line(s): {sports} sport(s), {students} student(s).',
    kept: 'No line was accepted, so the stored details were kept.',
    rejectedTitle: 'Rejected lines',
    rejectedLine: 'Line {line}: {reason}',
    file: 'CSV file',
    loadingFile: 'Loading...',
    readFailed: 'Could not read the file.',
    noStudents: 'No students',
    confirmReplaceTitle: 'Replace the stored athletic details ({sports} sport(s), {students} student(s))?',
    confirmReplaceBody:
      'The lines of {file} that are accepted replace them. If no line is accepted, the stored details are kept.',
    confirmReplace: 'Replace details',
  },
});
