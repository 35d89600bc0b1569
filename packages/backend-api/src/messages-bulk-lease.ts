import { defineMessages } from '@tools/launch';

/**
 * What a bulk tool's panel says about its run's lease (`useBulkLease`, shown by ui's BulkRunPanel).
 * Ours: the spec has no leases. `{time}` is the user's clock time (`clockTime`).
 */
export const bulkLeaseMessages = defineMessages({
  spec: {},
  ours: {
    leaseHeld: '{name} has been running this since {time}.',
    leaseWaitHint: 'Wait, and yours starts as soon as it ends; or cancel.',
    leaseWaiting: 'Waiting for it to end: yours starts then.',
    leaseStale:
      'It has not been heard from since {time}: it has stopped (a closed tab or a lost connection). You can take it over.',
    leaseWait: 'Wait',
    leaseTakeOver: 'Take over',
    leaseLost: 'Your run stopped: {name} has held this since {time}. Nothing more was started.',
    leaseUnconfirmed:
      'Your run stopped: the server could not confirm that it was still yours, so nothing more was started.',
  },
});
