// Stagecall's service worker (docs/decisions/021-fan-page-offline.md).
// - Precaches what a fan needs to send a request and follow it (the request page, the payment
//   step, 'Request Sent!', 'Your requests'), so a dead spot in the venue after the first visit
//   cannot leave the page without one of its parts. It answers only for those files, from the
//   cache; every other request (the API, other pages) goes to the network as if it were not here.
// - Lets phone browsers that refuse `new Notification()` (Chrome on Android) show gig reminders.

// Written by the build (vite.config.ts, precacheFanPath): the hashed files of the fan's path.
const PRECACHE = [];
const CACHE = `stagecall-fan-${PRECACHE.length > 0 ? PRECACHE[0].replace(/\W/g, '') : 'dev'}-${PRECACHE.length}`;
const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // A failed download leaves the worker uninstalled; the next visit tries again.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('stagecall-fan-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !precached.has(url.pathname)) return;
  // Hashed names never change content: the cached copy is the file.
  event.respondWith(caches.match(event.request).then((cached) => cached ?? fetch(event.request)));
});

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
