import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharesBody } from '../../../../shared/acts';
import { api } from '../../../lib/api-client';
import { actQueryKey } from './act-members';

// The route comes with the money split, built at the same time against src/shared/acts.ts: until
// the API document (api-schema.d.ts) has it, the call is typed by that shared contract.
const putShares = api.PUT as unknown as (
  path: '/api/musicians/act/shares',
  options: { body: SharesBody },
) => Promise<unknown>;

/** PUT /api/musicians/act/shares: every current member's share, adding up to 10,000 basis points. */
export function useSaveShares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharesBody) => putShares('/api/musicians/act/shares', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actQueryKey }),
  });
}
