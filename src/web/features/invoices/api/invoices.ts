import { useQuery } from '@tanstack/react-query';
import type { BillingDocument, BillingDocumentDetail } from '../../../../shared/invoices';
import { api } from '../../../lib/api-client';

/** GET /api/subscriptions/invoices: the plan's invoices and credit notes, newest first. */
export function useInvoices() {
  return useQuery({
    queryKey: ['subscriptions', 'invoices'],
    queryFn: ({ signal }): Promise<BillingDocument[]> => api.GET('/api/subscriptions/invoices', { signal }),
  });
}

/** GET /api/subscriptions/invoices/{id}: one document to print. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: ['subscriptions', 'invoices', id],
    queryFn: ({ signal }): Promise<BillingDocumentDetail> =>
      api.GET('/api/subscriptions/invoices/{id}', { path: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
