import { formatGigTime } from '../../lib/format';
import { gigStartInstant } from '../../../shared/gigs/gig-start';
import { deleteReminder, readScheduledNotifications, type ScheduledNotification } from './reminder-storage';

/** Spec 1 §9: the reminder fires 30 minutes before the start and closes itself after 30 s. */
export const REMINDER_LEAD_MS = 30 * 60_000;
export const NOTIFICATION_AUTO_CLOSE_MS = 30_000;

/** setTimeout overflows past ~24.8 days; later reminders are armed on a later visit instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const timers = new Map<number, number>();

function minutesUntilStart(entry: ScheduledNotification, now: number): number | null {
  const start = gigStartInstant(entry.gigData.scheduled_date, entry.gigData.scheduled_start_time);
  return start === null ? null : Math.max(0, Math.round((start - now) / 60_000));
}

function notificationContent(entry: ScheduledNotification, now: number): { title: string; body: string } {
  const { stage_name, venue_name, session_name, scheduled_start_time } = entry.gigData;
  const minutes = minutesUntilStart(entry, now);
  const title =
    minutes === null || minutes === 0
      ? `${stage_name} is about to start`
      : `${stage_name} starts in ${minutes} minutes`;
  const body = `${session_name || 'Live Performance'} at ${venue_name}, ${formatGigTime(scheduled_start_time)}`;
  return { title, body };
}

/**
 * Shows the notification and closes it after 30 s. Phone browsers (Chrome on Android) refuse
 * `new Notification()` and only show notifications through a service worker, so that is tried
 * second when the page has one.
 */
function showNotification(entry: ScheduledNotification): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const { title, body } = notificationContent(entry, Date.now());
  const tag = `gig-reminder-${entry.gigId}`; // two open tabs collapse into one notification
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    window.setTimeout(() => notification.close(), NOTIFICATION_AUTO_CLOSE_MS);
  } catch {
    void showThroughServiceWorker(title, body, tag);
  }
}

async function showThroughServiceWorker(title: string, body: string, tag: string): Promise<void> {
  try {
    if (!(await navigator.serviceWorker?.getRegistration())) return;
    // `ready` waits for an active worker, which showNotification needs.
    const registration = await navigator.serviceWorker.ready;
    await registration.showNotification(title, { body, tag });
    window.setTimeout(() => {
      void registration.getNotifications({ tag }).then((shown) => shown.forEach((item) => item.close()));
    }, NOTIFICATION_AUTO_CLOSE_MS);
  } catch (error) {
    console.warn('Could not show the gig reminder:', error);
  }
}

export function cancelNotification(gigId: number): void {
  const timer = timers.get(gigId);
  if (timer !== undefined) window.clearTimeout(timer);
  timers.delete(gigId);
}

/**
 * Arms the timer while the page is open. A reminder whose time has passed fires only when the
 * fan has just asked for it (`fireIfLate`): set less than 30 minutes before the start, it comes
 * straight away, as the show is nearly on. A stored one that was missed is not fired late.
 */
export function scheduleNotification(
  entry: ScheduledNotification,
  { now = Date.now(), fireIfLate = false }: { now?: number; fireIfLate?: boolean } = {},
): void {
  cancelNotification(entry.gigId);
  registerReminderWorker();
  const triggerAt = Date.parse(entry.triggerTime);
  if (Number.isNaN(triggerAt) || (triggerAt <= now && !fireIfLate)) return;
  const delay = Math.max(0, triggerAt - now);
  if (delay > MAX_TIMER_MS) return;
  timers.set(
    entry.gigId,
    window.setTimeout(() => {
      timers.delete(entry.gigId);
      showNotification(entry);
    }, delay),
  );
}

let isWorkerRegistered = false;

/** The service worker (public/sw.js) that phone browsers need to show a notification at all. */
function registerReminderWorker(): void {
  if (isWorkerRegistered || !('serviceWorker' in navigator)) return;
  isWorkerRegistered = true;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('Could not register the service worker for reminders:', error);
  });
}

/** Another tab changed the reminders: drop the timers of removed ones, arm the added ones. */
export function syncTimersWithStorage(): void {
  const stored = readScheduledNotifications();
  const storedIds = new Set(stored.map((entry) => entry.gigId));
  for (const gigId of [...timers.keys()]) if (!storedIds.has(gigId)) cancelNotification(gigId);
  for (const entry of stored) if (!timers.has(entry.gigId)) scheduleNotification(entry);
}

let hasRestored = false;

/**
 * On page load: re-arms the reminders whose time is still to come (spec 1 §9), and forgets those
 * whose gig has started (their notification is done, or was missed while no page was open). A
 * reminder whose time passed while the gig is still ahead stays set, without firing late.
 */
export function restoreScheduledReminders(now: number = Date.now()): { hasForgotten: boolean } {
  if (hasRestored) return { hasForgotten: false };
  hasRestored = true;
  let hasForgotten = false;
  for (const entry of readScheduledNotifications()) {
    const start = gigStartInstant(entry.gigData.scheduled_date, entry.gigData.scheduled_start_time);
    if (start === null || start <= now) {
      deleteReminder(entry.gigId);
      hasForgotten = true;
    } else {
      scheduleNotification(entry, { now });
    }
  }
  return { hasForgotten };
}
