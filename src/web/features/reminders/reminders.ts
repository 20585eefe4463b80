import { useSyncExternalStore } from 'react';
import type { PublicGig } from '../../../shared/live/public';
import { gigStartInstant } from '../../../shared/gigs/gig-start';
import { reminderMessages } from './reminder-messages';
import {
  cancelNotification,
  REMINDER_LEAD_MS,
  restoreScheduledReminders,
  scheduleNotification,
  syncTimersWithStorage,
} from './reminder-scheduler';
import {
  deleteReminder,
  readReminderIds,
  readScheduledNotifications,
  REMINDER_IDS_KEY,
  saveReminder,
  SCHEDULED_NOTIFICATIONS_KEY,
  toReminderGigData,
  type ScheduledNotification,
} from './reminder-storage';

/**
 * Gig reminders (spec 1 "Reminders", §4, §5, §8): a small store over local storage so every bell
 * on the page (and in other tabs) shows the same state, plus the rules for turning one on.
 */
const listeners = new Set<() => void>();

function emitChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab set or cleared a reminder: follow it here, timers included. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== REMINDER_IDS_KEY && event.key !== SCHEDULED_NOTIFICATIONS_KEY) return;
  syncTimersWithStorage();
  emitChange();
}

let hasStarted = false;

/** Runs once per page load, from the first bell: re-arms stored reminders (spec 1 §9). */
export function startReminders(): void {
  if (hasStarted) return;
  hasStarted = true;
  window.addEventListener('storage', onStorage);
  if (restoreScheduledReminders().hasForgotten) emitChange();
}

export function useHasReminder(gigId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readReminderIds().includes(gigId),
    () => false,
  );
}

export type ReminderOutcome = { ok: true; message: string } | { ok: false; message: string };

async function notificationPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

function entryFor(gig: PublicGig, start: number): ScheduledNotification {
  return {
    id: `gig-reminder-${gig.id}`,
    gigId: gig.id,
    triggerTime: new Date(start - REMINDER_LEAD_MS).toISOString(),
    gigData: toReminderGigData(gig),
  };
}

/**
 * Turns a reminder on. A gig that has started is refused before the browser is asked for
 * permission: there is nothing to remind about, so no reason to prompt.
 */
export async function turnOnReminder(gig: PublicGig): Promise<ReminderOutcome> {
  const start = gigStartInstant(gig.scheduled_date, gig.scheduled_start_time);
  if (start === null || start <= Date.now()) return { ok: false, message: reminderMessages.alreadyStarted };
  if (!('Notification' in window)) return { ok: false, message: reminderMessages.notSupported };
  let permission: NotificationPermission;
  try {
    permission = await notificationPermission();
  } catch {
    permission = 'denied';
  }
  if (permission !== 'granted') return { ok: false, message: reminderMessages.permissionNeeded };

  const entry = entryFor(gig, start);
  if (!saveReminder(entry)) return { ok: false, message: reminderMessages.storageUnavailable };
  scheduleNotification(entry, { fireIfLate: true });
  emitChange();
  return { ok: true, message: reminderMessages.set(gig.stage_name, gig.venue_name) };
}

export function turnOffReminder(gig: PublicGig): ReminderOutcome {
  cancelNotification(gig.id);
  deleteReminder(gig.id);
  emitChange();
  return { ok: true, message: reminderMessages.removed(gig.stage_name, gig.venue_name) };
}

/**
 * The musician moved the gig after the fan set the reminder: move the reminder with it, so the
 * notification comes 30 minutes before the new start.
 */
export function followGigChanges(gig: PublicGig): void {
  const stored = readScheduledNotifications().find((item) => item.gigId === gig.id);
  if (!stored) return;
  const { scheduled_date, scheduled_start_time, venue_name } = stored.gigData;
  if (
    scheduled_date === gig.scheduled_date &&
    scheduled_start_time === gig.scheduled_start_time &&
    venue_name === gig.venue_name
  ) {
    return;
  }
  const start = gigStartInstant(gig.scheduled_date, gig.scheduled_start_time);
  if (start === null) return;
  const entry = entryFor(gig, start);
  if (saveReminder(entry)) scheduleNotification(entry);
}
