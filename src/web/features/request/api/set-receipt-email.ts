import type { ReceiptEmailBody } from '../../../../shared/fan-receipt';
import { api } from '../../../lib/api-client';

/** PUT /api/request-checkouts/{id}/receipt-email: the fan's optional receipt address. */
export function setReceiptEmail(checkoutId: string, body: ReceiptEmailBody): Promise<{ success: boolean }> {
  return api.put<{ success: boolean }>(`/api/request-checkouts/${encodeURIComponent(checkoutId)}/receipt-email`, body);
}
