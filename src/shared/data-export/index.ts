import { z } from 'zod';

/**
 * "Download my data" (docs/decisions/044-data-export.md): what Settings → Account shows and what
 * the request answers. The web imports the types and the messages only.
 */
export const dataExportState = z.enum(['none', 'preparing', 'ready', 'downloaded', 'expired', 'failed']);
export type DataExportState = z.infer<typeof dataExportState>;

export const dataExportStatus = z.object({
  /** The latest export: none yet, being prepared, ready (the link is in the e-mail), used, expired or failed. */
  state: dataExportState,
  requested_at: z.string().nullable(),
  /** Who asked: the person themself, or an administrator for them. */
  requested_by_admin: z.boolean(),
  /** When the link stops working (ready only). */
  expires_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
  /** Whether a new export may be asked for now (one a day, UTC days). */
  can_request: z.boolean(),
  /** The earliest moment a new export may be asked for (now or later). */
  next_allowed_at: z.string(),
});
export type DataExportStatus = z.infer<typeof dataExportStatus>;

export const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** How long the e-mailed link works. */
export const EXPORT_LINK_MS = 24 * 3600_000;

export const dataExportMessages = {
  dailyLimit: 'An account’s data can be exported once a day. The next export can be asked for after',
  linkInvalid:
    'This download link has already been used, has expired (links work once, for 24 hours) or is not one of ours. Ask for a new export in Settings → Account.',
  requested: 'Your data is being prepared. We will e-mail you a link when it is ready.',
  adminRequested: 'Export started: the link goes to the account’s own e-mail address',
  userNotFound: 'User not found',
  requestFailed: 'Could not ask for your data. Please try again.',
} as const;
