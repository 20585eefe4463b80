import { z } from 'zod';
import { adminMessages } from './messages';
import { optionalText } from './fields';

// The Sessions tab: shows live now and scheduled gigs.

export const adminLiveSession = z.object({
  id: z.number(),
  status: z.enum(['active', 'paused']),
  musician_stage_name: z.string(),
  musician_email: z.string(),
  session_name: z.string().nullable(),
  venue_name: z.string().nullable(),
  started_at: z.string(),
  request_stats: z.object({ total: z.number().int(), played: z.number().int(), pending: z.number().int() }),
  total_tips_amount: z.number().int(),
});
export type AdminLiveSession = z.infer<typeof adminLiveSession>;

export const adminScheduledSession = z.object({
  id: z.number(),
  musician_stage_name: z.string(),
  musician_email: z.string(),
  session_name: z.string().nullable(),
  location_address: z.string().nullable(),
  venue_name: z.string(),
  scheduled_date: z.string(),
  scheduled_start_time: z.string(),
  scheduled_end_time: z.string().nullable(),
  is_publicly_visible: z.boolean(),
});
export type AdminScheduledSession = z.infer<typeof adminScheduledSession>;

const hhmm = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

export const scheduledSessionBody = z.strictObject({
  venue_name: z.string().trim().min(1, 'Venue name is required').max(120),
  session_name: optionalText(120),
  location_address: optionalText(300),
  scheduled_date: z
    .string({ error: adminMessages.dateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, adminMessages.dateRequired),
  scheduled_start_time: hhmm(adminMessages.startRequired),
  scheduled_end_time: hhmm(adminMessages.endRequired),
  is_publicly_visible: z.boolean().default(true),
});
export type ScheduledSessionBody = z.input<typeof scheduledSessionBody>;
