import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingBody } from '../../../../shared/earnings/pricing';
import { api } from '../../../lib/api-client';

export const pricingQueryKey = ['musicians', 'pricing'] as const;

/** Spec 2 §7 GET /api/musicians/pricing: the musician's request prices and tip chips. */
export function usePricing(enabled = true) {
  return useQuery({
    queryKey: pricingQueryKey,
    queryFn: ({ signal }) => api.GET('/api/musicians/pricing', { signal }),
    enabled,
  });
}

/** PUT /api/musicians/pricing; the saved settings replace the cached ones. */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingBody) => api.PUT('/api/musicians/pricing', { body }),
    onSuccess: ({ pricing }) => queryClient.setQueryData(pricingQueryKey, pricing),
  });
}
