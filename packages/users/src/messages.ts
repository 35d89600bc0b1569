import { defineMessages } from '@tools/launch';

export const messages = defineMessages({
  spec: {
    title: 'User Information',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    cellPhone: 'Cell Phone',
    notAvailable: 'Not Available',
    loading: 'Loading user information...',
    noData: 'No user information available',
    missingParams: 'Missing UUID or token in search parameters.',
    fetchFailed: 'Failed to fetch user information.',
  },
  ours: {},
});
