import type { PaymentStepResult, RequestCheckoutStatus } from '../../../../shared/tips';
import { api } from '../../../lib/api-client';

/** The local provider's TEST MODE card form (PAYMENTS=local): card details go to this app only. */
export function confirmLocalPayment(
  paymentId: string,
  body: { client_secret: string; card_number: string; expiry: string; cvc: string },
): Promise<PaymentStepResult> {
  return api.POST('/api/payments/local/{paymentId}/confirm', { path: { paymentId }, body });
}

export function authenticateLocalPayment(
  paymentId: string,
  body: { client_secret: string; approve: boolean },
): Promise<PaymentStepResult> {
  return api.POST('/api/payments/local/{paymentId}/authenticate', { path: { paymentId }, body });
}

export function getCheckout(checkoutId: string): Promise<RequestCheckoutStatus> {
  return api.GET('/api/request-checkouts/{checkoutId}', { path: { checkoutId } });
}
