/**
 * One interface for taking a card payment, whoever processes it (DESIGN.md: the built-in `local`
 * test-mode provider by default, Stripe when configured). It knows no feature: what a payment is
 * for travels in its metadata (`purpose` and the feature's own keys), and a feature says what
 * happens when a payment of its purpose settles (Payments.handle). Amounts are integer pence.
 */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  /** A manual-capture payment the card has authorised: held, not yet taken. */
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'
  | 'refunded';

export interface Payment {
  id: string;
  amount: number;
  status: PaymentStatus;
  metadata: Record<string, string>;
  /** Why the last attempt failed (a declined card), in words for the payer. */
  lastError: string | null;
  /** Pence taken from the card: all of it once succeeded, perhaps less after a partial capture. */
  amountReceived: number;
}

export interface NewPayment {
  amount: number;
  description: string;
  metadata: Record<string, string> & { purpose: string };
  /** The same key returns the same payment: a retried create never charges twice. */
  idempotencyKey: string;
  /** 'manual': the card is only authorised (requires_capture) until capturePayment or cancelPayment. */
  captureMethod?: 'automatic' | 'manual';
}

/** A refund of (part of) a payment, as the provider has it. */
export interface Refund {
  id: string;
  paymentId: string;
  amount: number;
  /** Why it was made when not a tip's refund ('request_price': a price returned, not played). */
  purpose: string | null;
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
  /** Gives up on a payment that has not succeeded (an authorisation is released); a no-op once it is final. */
  cancelPayment(id: string): Promise<void>;
  /**
   * Takes an authorised (requires_capture) payment: all of it, or `amount` pence with the rest
   * released to the payer. One capture per payment; the same key returns the same answer, and
   * capturing one already captured is a no-op. Returns the payment as it now stands.
   */
  capturePayment(id: string, idempotencyKey: string, amount?: number): Promise<Payment>;
  /**
   * Returns a succeeded payment to the payer, in full or `amount` pence of it. The same key
   * returns the same refund: two admins pressing Refund at once refund once. A refund beyond
   * what is left is refused (409), however many are asked for at once.
   */
  refundPayment(id: string, idempotencyKey: string, amount?: number, purpose?: string): Promise<Refund>;
  /** The payment's refunds that returned (or are returning) money, whoever asked for them. */
  listRefunds(paymentId: string): Promise<Refund[]>;
  /** A dispute as the provider has it now; null when it does not know it (the local provider has none). */
  retrieveDispute(id: string): Promise<Dispute | null>;
}
