/** Reminder texts. The first three are spec 1 §8 word for word; the rest are ours. */
export const reminderMessages = {
  notSupported: 'This browser does not support desktop notifications',
  permissionNeeded: 'Please enable notifications to receive gig reminders',
  alreadyStarted: 'This performance has already started or passed. Please select a future performance.',
  storageUnavailable: 'Your browser would not save the reminder. Check that it allows this site to store data.',
  set: (stageName: string, venueName: string) =>
    `Reminder set! We'll notify you 30 minutes before ${stageName} at ${venueName}.`,
  removed: (stageName: string, venueName: string) => `Reminder removed for ${stageName} at ${venueName}.`,
} as const;
