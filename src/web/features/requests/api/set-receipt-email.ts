import type { ReceiptEmailBody } from '../../../../shared/tips/fan-receipt';
import { api } from '../../../lib/api-client';

/** PUT /api/request-checkouts/{id}/receipt-email: the fan's optional receipt address. */
export function setReceiptEmail(checkoutId: string, body: ReceiptEmailBody): Promise<{ success: boolean }> {
  return api.PUT('/api/request-checkouts/{checkoutId}/receipt-email', { path: { checkoutId }, body });
}
