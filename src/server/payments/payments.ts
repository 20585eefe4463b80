import type { Payment, PaymentProvider } from './provider';

export type SettledHandler = (payment: Payment) => Promise<void>;

/**
 * The provider plus the features' handlers. Every change of a payment's state reaches a feature
 * the same way, whichever provider made it: `settle(id)` re-reads the payment from the provider
 * (never trusting the event or request that announced it) and hands it to the handler of its
 * purpose. Handlers must be idempotent: a replayed webhook or a second confirm settles again.
 */
export interface Payments {
  provider: PaymentProvider;
  handle(purpose: string, handler: SettledHandler): void;
  settle(paymentId: string): Promise<Payment | null>;
}

export function createPayments(provider: PaymentProvider): Payments {
  const handlers = new Map<string, SettledHandler>();
  return {
    provider,
    handle(purpose, handler) {
      if (handlers.has(purpose)) throw new Error(`A payment handler for ${purpose} is already registered`);
      handlers.set(purpose, handler);
    },
    async settle(paymentId) {
      const payment = await provider.retrievePayment(paymentId);
      if (!payment) return null;
      const handler = handlers.get(payment.metadata.purpose ?? '');
      if (handler) await handler(payment);
      return payment;
    },
  };
}
