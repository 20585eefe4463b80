import { useMutation } from '@tanstack/react-query';
import type { Gig, GigInput } from '../../../../shared/gigs';
import { api } from '../../../lib/api-client';

interface SaveGigResponse {
  success: boolean;
  gig: Gig;
}

/** POST /api/sessions/schedule (new gig) or PUT /api/sessions/schedule/{id} (edit). */
export function saveGig({ id, body }: { id: number | null; body: GigInput }): Promise<SaveGigResponse> {
  return id === null
    ? api.POST('/api/sessions/schedule', { body })
    : api.PUT('/api/sessions/schedule/{id}', { path: { id }, body });
}

/** The list refreshes when the modal closes, 1.5 s after success (spec 1 §4), not here. */
export function useSaveGig() {
  return useMutation({ mutationFn: saveGig });
}
