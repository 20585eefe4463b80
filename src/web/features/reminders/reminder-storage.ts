import type { PublicGig } from '../../../shared/live/public';

/**
 * Reminders live in the browser only (spec 1 §3 "Local browser storage"): `gigReminders` is the
 * set of gig ids with a reminder, `scheduledNotifications` what to show and when. Both are JSON
 * under these exact keys. Storage can be missing or full (private browsing), so every access
 * is guarded and a broken value reads as empty rather than crashing the card.
 */
export const REMINDER_IDS_KEY = 'gigReminders';
export const SCHEDULED_NOTIFICATIONS_KEY = 'scheduledNotifications';

/** What the notification needs once the gig list is no longer on screen. */
export type ReminderGigData = Pick<
  PublicGig,
  | 'stage_name'
  | 'venue_name'
  | 'session_name'
  | 'location_address'
  | 'scheduled_date'
  | 'scheduled_start_time'
  | 'scheduled_end_time'
  | 'qr_code_id'
>;

export interface ScheduledNotification {
  id: string;
  gigId: number;
  /** ISO-8601 instant: 30 minutes before the gig starts. */
  triggerTime: string;
  gigData: ReminderGigData;
}

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The raw stored text, for change detection without parsing. */
export function rawReminderIds(): string | null {
  try {
    return window.localStorage.getItem(REMINDER_IDS_KEY);
  } catch {
    return null;
  }
}

export function readReminderIds(): number[] {
  const value = readJson(REMINDER_IDS_KEY);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

function isScheduledNotification(value: unknown): value is ScheduledNotification {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ScheduledNotification>;
  return (
    Number.isInteger(entry.gigId) &&
    typeof entry.triggerTime === 'string' &&
    typeof entry.gigData === 'object' &&
    entry.gigData !== null
  );
}

export function readScheduledNotifications(): ScheduledNotification[] {
  const value = readJson(SCHEDULED_NOTIFICATIONS_KEY);
  return Array.isArray(value) ? value.filter(isScheduledNotification) : [];
}

/** Stores the reminder in both keys; false when the browser refused to store it. */
export function saveReminder(entry: ScheduledNotification): boolean {
  const ids = readReminderIds().filter((id) => id !== entry.gigId);
  const notifications = readScheduledNotifications().filter((item) => item.gigId !== entry.gigId);
  return (
    writeJson(SCHEDULED_NOTIFICATIONS_KEY, [...notifications, entry]) &&
    writeJson(REMINDER_IDS_KEY, [...ids, entry.gigId])
  );
}

export function deleteReminder(gigId: number): void {
  writeJson(
    REMINDER_IDS_KEY,
    readReminderIds().filter((id) => id !== gigId),
  );
  writeJson(
    SCHEDULED_NOTIFICATIONS_KEY,
    readScheduledNotifications().filter((item) => item.gigId !== gigId),
  );
}

export function toReminderGigData(gig: PublicGig): ReminderGigData {
  return {
    stage_name: gig.stage_name,
    venue_name: gig.venue_name,
    session_name: gig.session_name,
    location_address: gig.location_address,
    scheduled_date: gig.scheduled_date,
    scheduled_start_time: gig.scheduled_start_time,
    scheduled_end_time: gig.scheduled_end_time,
    qr_code_id: gig.qr_code_id,
  };
}
