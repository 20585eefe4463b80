import { useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '../../../../shared/earnings';
import { api } from '../../../lib/api-client';

export type { Withdrawal };

export const withdrawalsQueryKey = ['musicians', 'withdrawals'] as const;

/** GET /api/musicians/withdrawals: the latest withdrawals, newest first. */
export async function getWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  return (await api.GET('/api/musicians/withdrawals', { signal })).withdrawals;
}

export function useWithdrawals() {
  return useQuery({ queryKey: withdrawalsQueryKey, queryFn: ({ signal }) => getWithdrawals(signal) });
}
