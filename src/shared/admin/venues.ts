import { z } from 'zod';
import { VENUE_TYPES } from '../constants';
import { adminMessages } from './messages';
import { httpUrl, optionalText } from './fields';

// The Venues tab: the venue database and its form.

export const venueBody = z.strictObject({
  venue_name: z
    .string({ error: adminMessages.venueNameRequired })
    .trim()
    .min(1, adminMessages.venueNameRequired)
    .max(120, 'The venue name must be at most 120 characters'),
  location_address: optionalText(300),
  city: optionalText(100),
  country: optionalText(100),
  venue_type: z
    .enum(VENUE_TYPES)
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(1000),
  website_url: httpUrl(adminMessages.websiteInvalid),
  phone_number: z
    .string()
    .trim()
    .max(40, adminMessages.phoneInvalid)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^\+?[0-9 ()-]{6,}$/.test(value), adminMessages.phoneInvalid),
});
export type VenueBody = z.input<typeof venueBody>;

export const adminVenue = z.object({
  id: z.number(),
  venue_name: z.string(),
  location_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  venue_type: z.enum(VENUE_TYPES).nullable(),
  description: z.string().nullable(),
  website_url: z.string().nullable(),
  phone_number: z.string().nullable(),
  usage_count: z.number().int(),
  is_active: z.boolean(),
});
export type AdminVenue = z.infer<typeof adminVenue>;
