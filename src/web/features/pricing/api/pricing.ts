import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pricing, PricingBody } from '../../../../shared/pricing';
import { api } from '../../../lib/api-client';

export const pricingQueryKey = ['musicians', 'pricing'] as const;

/** GET /api/musicians/pricing: prices in pence, the tip chips as '£1,£2,£5'. */
export function usePricing() {
  return useQuery({
    queryKey: pricingQueryKey,
    queryFn: ({ signal }) => api.get<Pricing>('/api/musicians/pricing', { signal }),
  });
}

export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingBody) => api.put<{ success: true; pricing: Pricing }>('/api/musicians/pricing', body),
    onSuccess: ({ pricing }) => queryClient.setQueryData(pricingQueryKey, pricing),
  });
}
