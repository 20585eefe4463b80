import { z } from 'zod';

/** GET /api/musicians/me/calendar and its reset: the act's two feed addresses, as paths. */
export const calendarLinksResponse = z.object({
  public_feed_path: z.string(),
  private_feed_path: z.string(),
});
export type CalendarLinks = z.infer<typeof calendarLinksResponse>;

export const privateFeedParams = z.object({ token: z.string().max(64) });
