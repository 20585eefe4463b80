import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publicGigsQueryKey } from './get-public-gigs';
import { upcomingGigsQueryKey } from './get-upcoming-gigs';

/** DELETE /api/sessions/schedule/{id}. */
export function deleteGig(id: number): Promise<unknown> {
  return api.DELETE('/api/sessions/schedule/{id}', { path: { id } });
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
