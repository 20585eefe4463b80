import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharesBody } from '../../../../shared/acts';
import { api } from '../../../lib/api-client';
import { actQueryKey } from './act-members';

/** PUT /api/musicians/act/shares: every current member's share, adding up to 10,000 basis points. */
export function useSaveShares({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharesBody) => api.PUT('/api/musicians/act/shares', { body }),
    // Said here, not in mutate's own callbacks: the refetched roster re-keys the shares editor,
    // and callbacks passed to mutate() never run once the component that called it is gone.
    onSuccess: () => {
      onSaved?.();
      return queryClient.invalidateQueries({ queryKey: actQueryKey });
    },
  });
}
