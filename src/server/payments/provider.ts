/**
 * One interface for taking a card payment, whoever processes it (DESIGN.md: the built-in `local`
 * test-mode provider by default, Stripe when configured). It knows no feature: what a payment is
 * for travels in its metadata (`purpose` and the feature's own keys), and a feature says what
 * happens when a payment of its purpose settles (Payments.handle). Amounts are integer pence.
 */
export type PaymentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'refunded';

export interface Payment {
  id: string;
  amount: number;
  status: PaymentStatus;
  metadata: Record<string, string>;
  /** Why the last attempt failed (a declined card), in words for the payer. */
  lastError: string | null;
}

export interface NewPayment {
  amount: number;
  description: string;
  metadata: Record<string, string> & { purpose: string };
  /** The same key returns the same payment: a retried create never charges twice. */
  idempotencyKey: string;
}

/** A refund of (part of) a payment, as the provider has it. */
export interface Refund {
  id: string;
  paymentId: string;
  amount: number;
}

/** A card dispute (chargeback) on a payment, in three states: still open, won or lost. */
export interface Dispute {
  id: string;
  paymentId: string;
  amount: number;
  status: 'open' | 'won' | 'lost';
  reason: string | null;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createPayment(input: NewPayment): Promise<Payment & { clientSecret: string }>;
  /** The payment as the provider has it now, or null when it does not know the id. */
  retrievePayment(id: string): Promise<Payment | null>;
  /** Gives up on a payment that has not succeeded; a no-op once it is final. */
  cancelPayment(id: string): Promise<void>;
  /**
   * Returns a succeeded payment to the payer, in full or `amount` pence of it. The same key
   * returns the same refund: two admins pressing Refund at once refund once.
   */
  refundPayment(id: string, idempotencyKey: string, amount?: number): Promise<Refund>;
  /** The payment's refunds that returned (or are returning) money, whoever asked for them. */
  listRefunds(paymentId: string): Promise<Refund[]>;
  /** A dispute as the provider has it now; null when it does not know it (the local provider has none). */
  retrieveDispute(id: string): Promise<Dispute | null>;
}
