// Stagecall's service worker. It exists so phone browsers that refuse `new Notification()` (Chrome
// on Android) can still show gig reminders; it caches nothing and handles no fetches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Tapping a reminder brings an open Stagecall tab forward, or opens the upcoming events.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows[0];
      return open ? open.focus() : self.clients.openWindow('/future-events');
    }),
  );
});
