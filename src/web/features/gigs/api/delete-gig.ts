import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GigScope } from '../../../../shared/gigs';
import { api } from '../../../lib/api-client';
import { publicGigsQueryKey } from './get-public-gigs';
import { upcomingGigsQueryKey } from './get-upcoming-gigs';

/** DELETE /api/sessions/schedule/{id}: a one-off gig, or a series date alone or with the following ones. */
export function deleteGig({ id, scope }: { id: number; scope?: GigScope | undefined }): Promise<unknown> {
  return api.DELETE('/api/sessions/schedule/{id}', { path: { id }, ...(scope ? { query: { scope } } : {}) });
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: upcomingGigsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicGigsQueryKey }),
      ]),
  });
}
