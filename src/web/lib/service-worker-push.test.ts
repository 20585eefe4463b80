import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

interface Shown {
  title: string;
  options: { body: string; tag: string; data: { url: string; unfollow?: string }; actions?: { action: string }[] };
}

/** public/sw.js in a bare worker scope: its handlers, what it shows and which windows it opens. */
function loadWorker(openWindows: string[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const fetched: { url: string; method: string }[] = [];
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    location: { origin: 'https://stagecall.example' },
    registration: {
      showNotification: async (title: string, options: Shown['options']) => void shown.push({ title, options }),
      pushManager: { getSubscription: async () => ({ endpoint: 'https://push.example/send/abc?x=1' }) },
    },
    clients: {
      matchAll: async () => openWindows.map((url) => ({ url, focus: async () => void focused.push(url) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/sw.js'), 'utf8');
  const fetch = async (url: string, init: { method: string }) => void fetched.push({ url, method: init.method });
  vm.runInNewContext(source, { self, URL, console, fetch });
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { dispatch, shown, opened, focused, fetched };
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => {
      if (typeof payload !== 'string') return payload;
      return JSON.parse(payload) as unknown;
    },
  },
});

describe('the service worker’s buzz', () => {
  it('shows "up next" and "playing now" with the song’s title, one notification per song', async () => {
    const worker = loadWorker();
    const url = '/request?qr=luna-ray';
    await worker.dispatch('push', pushOf({ status: 'up_next', song_title: 'Wonderwall 🎸', url }));
    await worker.dispatch('push', pushOf({ status: 'playing_now', song_title: 'Wonderwall 🎸', url }));
    expect(worker.shown.map(({ title, options }) => [title, options.body, options.data.url])).toEqual([
      ['Your song is up next', 'Wonderwall 🎸', url],
      ['Your song is playing now', 'Wonderwall 🎸', url],
    ]);
    expect(worker.shown[0]!.options.tag).toBe(worker.shown[1]!.options.tag);
  });

  it('tells a follower that the musician is live now', async () => {
    const worker = loadWorker();
    const url = '/request?qr=luna-ray';
    await worker.dispatch(
      'push',
      pushOf({ status: 'live_now', stage_name: 'Luna Ray', venue_name: 'The Blue Lamp', url }),
    );
    expect(worker.shown.map(({ title, options }) => [title, options.body, options.data.url])).toEqual([
      ['Luna Ray is live now', 'At The Blue Lamp. Tap to send a song request.', url],
    ]);
    // The message carries its one-click unfollow: the action stops this browser's follow and opens nothing.
    const [live] = worker.shown;
    expect(live!.options.actions?.map((a) => a.action)).toEqual(['unfollow']);
    const notification = { data: live!.options.data, close: () => undefined };
    await worker.dispatch('notificationclick', { notification, action: 'unfollow' });
    expect(worker.fetched).toEqual([
      {
        url: `/api/musicians/luna-ray/push-followers?endpoint=${encodeURIComponent('https://push.example/send/abc?x=1')}`,
        method: 'DELETE',
      },
    ]);
    expect(worker.opened).toEqual([]);
    // A song's buzz has no unfollow.
    await worker.dispatch('push', pushOf({ status: 'up_next', song_title: 'x', url }));
    expect(worker.shown[1]!.options.actions).toBeUndefined();
  });

  it('still shows something for a push it cannot read, and never opens another site', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf('{not json'));
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example'])
      await worker.dispatch('push', pushOf({ status: 'up_next', song_title: 'x', url }));
    expect(worker.shown.map(({ title, options }) => [title, options.data.url])).toEqual([
      ['Stagecall', '/request'],
      ['Your song is up next', '/request'],
      ['Your song is up next', '/request'],
      ['Your song is up next', '/request'],
    ]);
  });

  it('opens the show’s request page on a tap, or brings an open one forward', async () => {
    const closed = loadWorker();
    const notification = { data: { url: '/request?qr=luna-ray' }, close: () => undefined };
    await closed.dispatch('notificationclick', { notification });
    expect(closed.opened).toEqual(['https://stagecall.example/request?qr=luna-ray']);

    const open = loadWorker(['https://stagecall.example/future-events', 'https://stagecall.example/request']);
    await open.dispatch('notificationclick', { notification });
    expect([open.focused, open.opened]).toEqual([['https://stagecall.example/request'], []]);

    // A gig reminder (no address of its own) still opens the upcoming events.
    const reminder = loadWorker();
    await reminder.dispatch('notificationclick', { notification: { close: () => undefined } });
    expect(reminder.opened).toEqual(['/future-events']);
  });
});
