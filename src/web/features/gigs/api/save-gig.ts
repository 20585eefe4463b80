import { useMutation } from '@tanstack/react-query';
import type { Gig, GigInput, GigScope } from '../../../../shared/gigs';
import { api } from '../../../lib/api-client';

interface SaveGigResponse {
  success: boolean;
  gig: Gig;
  /** A new series: how many dates were made. */
  series_dates?: number;
}

/** POST /api/sessions/schedule (new gig) or PUT /api/sessions/schedule/{id} (edit; a series date with its scope). */
export function saveGig({
  id,
  body,
  scope,
}: {
  id: number | null;
  body: GigInput;
  scope?: GigScope | undefined;
}): Promise<SaveGigResponse> {
  return id === null
    ? api.POST('/api/sessions/schedule', { body })
    : api.PUT('/api/sessions/schedule/{id}', { path: { id }, body, ...(scope ? { query: { scope } } : {}) });
}

/** The list refreshes when the modal closes, 1.5 s after success (spec 1 §4), not here. */
export function useSaveGig() {
  return useMutation({ mutationFn: saveGig });
}
