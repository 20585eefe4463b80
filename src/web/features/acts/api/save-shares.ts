import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharesBody } from '../../../../shared/acts';
import { api } from '../../../lib/api-client';
import { actQueryKey } from './act-members';

/** PUT /api/musicians/act/shares: every current member's share, adding up to 10,000 basis points. */
export function useSaveShares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharesBody) => api.PUT('/api/musicians/act/shares', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actQueryKey }),
  });
}
