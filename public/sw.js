// Stagecall's service worker (docs/decisions/021-fan-page-offline.md).
// - Precaches what a fan needs to send a request and follow it (the request page, the payment
//   step, 'Request Sent!', 'Your requests'), so a dead spot in the venue after the first visit
//   cannot leave the page without one of its parts. It answers only for those files, from the
//   cache; every other request (the API, other pages) goes to the network as if it were not here.
// - Keeps the request page's HTML with those files, so a reload or a tap on a link to /request in a
//   dead spot opens the page (and the draft kept in the tab) instead of the browser's offline page.
//   The page comes from the network first; the kept copy only when the network fails.
// - Lets phone browsers that refuse `new Notification()` (Chrome on Android) show gig reminders.
// - Buzzes a fan who asked (docs/decisions/033-web-push.md): a push says one of their songs is up
//   next or playing now; tapping it opens the request page of that show.
// - The stage app (docs/decisions/024-stage-app.md): once a musician's dashboard or live manager
//   asks ('cache-stage'), keeps their files and the app's HTML, so the installed app opens in a
//   dead spot of the venue with its shell and a clear 'reconnecting' state. Fans never download
//   these files; pages go to the network first and only fall back to the kept HTML when it fails.

// Written by the build (vite.config.ts, precacheFanPath): the hashed files of the fan's path.
const PRECACHE = [];
const CACHE = `stagecall-fan-${PRECACHE.length > 0 ? PRECACHE[0].replace(/\W/g, '') : 'dev'}-${PRECACHE.length}`;
// Written by the build too: the hashed files of the dashboard and the live manager.
const STAGE_PRECACHE = [];
const STAGE_CACHE = `stagecall-stage-${STAGE_PRECACHE.length > 0 ? STAGE_PRECACHE[0].replace(/\W/g, '') : 'dev'}-${STAGE_PRECACHE.length}`;
const STAGE_SHELL = '/__stage-shell';
// The request page's HTML as the server sends it for /request, kept with the files it names.
const FAN_SHELL = '/request';
const precached = new Set([...PRECACHE, ...STAGE_PRECACHE]);
const isStagePage = (pathname) => pathname === '/dashboard' || pathname.startsWith('/live/');
const isFanPage = (pathname) => pathname === '/request' || pathname === '/request/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...PRECACHE, FAN_SHELL]))
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
            .filter(
              (name) =>
                (name.startsWith('stagecall-fan-') && name !== CACHE) ||
                (name.startsWith('stagecall-stage-') && name !== STAGE_CACHE),
            )
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The stage's pages asked for their files: keep them, and the app's HTML for an offline start.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-stage') return;
  event.waitUntil(
    caches.open(STAGE_CACHE).then(async (cache) => {
      await cache.addAll(STAGE_PRECACHE);
      const shell = await fetch('/dashboard', { credentials: 'same-origin' });
      if (shell.ok) await cache.put(STAGE_SHELL, shell);
    }),
  );
});

/** A page from the network; when that fails (a dead spot), the copy kept under `key`. */
const pageOrKept = (request, cacheName, key) =>
  fetch(request).catch(() =>
    caches
      .open(cacheName)
      // Whatever the query (?qr=…): the page reads it from the address, not from the HTML.
      .then((cache) => cache.match(key, { ignoreSearch: true, ignoreVary: true }))
      .then((shell) => shell ?? Response.error()),
  );

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && url.origin === self.location.origin) {
    const kept = isStagePage(url.pathname)
      ? [STAGE_CACHE, STAGE_SHELL]
      : isFanPage(url.pathname)
        ? [CACHE, FAN_SHELL]
        : null;
    if (kept) event.respondWith(pageOrKept(event.request, ...kept));
    return;
  }
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !precached.has(url.pathname)) return;
  // Hashed names never change content: the cached copy is the file.
  event.respondWith(caches.match(event.request).then((cached) => cached ?? fetch(event.request)));
});

// A buzz carries its status, the song's title (or the musician who went live) and the request
// page's path; nothing else.
const buzzTitles = { up_next: 'Your song is up next', playing_now: 'Your song is playing now' };

/** The notification a push shows: a song's news, a followed musician going live, or a plain word. */
function notificationOf(buzz) {
  if (buzz && buzzTitles[buzz.status]) {
    // One notification per song: "playing now" replaces its "up next".
    return {
      title: buzzTitles[buzz.status],
      body: String(buzz.song_title ?? ''),
      tag: `stagecall-buzz-${buzz.song_title}`,
    };
  }
  if (buzz && buzz.status === 'live_now' && typeof buzz.stage_name === 'string') {
    return {
      title: `${buzz.stage_name} is live now`,
      body: `At ${String(buzz.venue_name ?? '')}. Tap to send a song request.`,
      tag: `stagecall-live-${buzz.stage_name}`,
      // Every message to a follower carries its one-click unfollow.
      actions: [{ action: 'unfollow', title: 'Unfollow' }],
    };
  }
  // Every push must show something (userVisibleOnly): an unreadable one still says where to look.
  return { title: 'Stagecall', body: 'There is news about your song requests.', tag: 'stagecall-buzz-news' };
}

/** The push's JSON payload, or null when it has none or it is not JSON. */
function readBuzz(data) {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const buzz = readBuzz(event.data);
  // Only a path of this site is opened.
  const url = buzz && typeof buzz.url === 'string' && /^\/(?![/\\])/.test(buzz.url) ? buzz.url : '/request';
  const { title, body, tag, actions } = notificationOf(buzz);
  const data = actions ? { url, unfollow: new URL(url, self.location.origin).searchParams.get('qr') } : { url };
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      ...(actions ? { actions } : {}),
      data,
    }),
  );
});

// Tapping a buzz opens (or brings forward) the request page of its show; tapping a reminder
// brings an open Stagecall tab forward, or opens the upcoming events.
/** Stops this browser following the musician whose "live now" it is: its subscription is the follow. */
function unfollowByPush(qrCodeId) {
  return self.registration.pushManager.getSubscription().then((subscription) => {
    if (!subscription) return undefined;
    const endpoint = encodeURIComponent(subscription.endpoint);
    return fetch(`/api/musicians/${encodeURIComponent(qrCodeId)}/push-followers?endpoint=${endpoint}`, {
      method: 'DELETE',
    });
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const unfollowQr = event.notification.data?.unfollow;
  if (event.action === 'unfollow' && typeof unfollowQr === 'string') {
    event.waitUntil(unfollowByPush(unfollowQr));
    return;
  }
  const buzzUrl = event.notification.data?.url;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (typeof buzzUrl === 'string') {
        const target = new URL(buzzUrl, self.location.origin);
        const open = windows.find((window) => new URL(window.url).pathname === target.pathname);
        return open ? open.focus() : self.clients.openWindow(target.href);
      }
      const open = windows[0];
      return open ? open.focus() : self.clients.openWindow('/future-events');
    }),
  );
});
