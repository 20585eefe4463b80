import { useQuery } from '@tanstack/react-query';
import type { Earnings } from '../../../../shared/earnings';
import { api } from '../../../lib/api-client';

export type { Earnings };

export const earningsQueryKey = ['musicians', 'earnings'] as const;

/** GET /api/musicians/earnings: balances in pence. */
export function getEarnings(signal?: AbortSignal): Promise<Earnings> {
  return api.GET('/api/musicians/earnings', { signal });
}

export function useEarnings() {
  return useQuery({ queryKey: earningsQueryKey, queryFn: ({ signal }) => getEarnings(signal) });
}
