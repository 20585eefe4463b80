import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for exactly the Stripe endpoints the adapter calls (STRIPE_API_BASE points the
 * SDK here; tests never reach the internet). stripe-stateful-mock has no PaymentIntents, so the
 * shapes below follow Stripe's API reference for the fields the adapter reads: PaymentIntent
 * (id, object, amount, currency, status, client_secret, metadata, last_payment_error,
 * latest_charge), Charge (id, object, refunded), Refund, and the error object with its `code`.
 * Idempotency-Key is honoured: the same key returns the first answer, as Stripe does.
 */
interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  latest_charge: string | null;
  created: number;
  /** 'manual': the card is authorised (requires_capture) until captured or cancelled. */
  capture_method: 'automatic' | 'manual';
  amount_received: number;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, Intent>;
  refunded: Set<string>;
  /** Every call: method, path, its Idempotency-Key and Stripe-Account header. */
  calls: { method: string; path: string; idempotencyKey: string | undefined; stripeAccount: string | undefined }[];
  /** Connect: Express accounts, transfers (with their reversals) and payouts on connected accounts. */
  accounts: Map<string, StandInAccount>;
  transfers: Map<string, StandInTransfer>;
  payouts: Map<string, StandInPayout>;
  /** What the musician finishing Stripe's onboarding does: details in, payouts enabled, a bank. */
  completeOnboarding(accountId: string): StandInAccount;
  /** The bank's answer to a payout (Stripe then sends payout.paid or payout.failed). */
  settlePayout(payoutId: string, outcome: 'paid' | 'failed'): StandInPayout;
  /** Billing: what the adapter created, by id. */
  checkoutSessions: Map<string, CheckoutSession>;
  subscriptions: Map<string, StandInSubscription>;
  setupIntents: Map<string, SetupIntent>;
  /** What Stripe Checkout does when the musician pays: a card, a subscription, its first invoice. */
  completeCheckout(sessionId: string, card?: Card): { subscription: StandInSubscription; invoice: Invoice };
  /** What Stripe.js does when the musician's card is saved through a SetupIntent. */
  succeedSetup(setupIntentId: string, card?: Card): SetupIntent;
  /** Stripe's renewal at the period end: a paid invoice, or a failed attempt (past_due). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): Invoice;
  /**
   * A trialing subscription's trial ends: the first period starts (Stripe moves the period on
   * whether or not the charge succeeds) and its invoice (billing_reason subscription_cycle) is paid
   * or fails (past_due, retried on the schedule below).
   */
  endTrial(subscriptionId: string, outcome: 'paid' | 'failed'): Invoice;
  /**
   * Stripe's automatic retry of a failed invoice. The schedule is the one docs/payments.md asks the
   * operator to set (retry 1 day, then 3 days after a failure; a third failure is the last).
   */
  retryInvoice(invoiceId: string, outcome: 'paid' | 'failed'): Invoice;
  /** Stripe gives up after its retries, or the period of a cancelling plan ends. */
  end(subscriptionId: string): StandInSubscription;
  invoices: Map<string, Invoice>;
  /** What Stripe.js would do after the fan's card is accepted (a manual-capture one is only authorised). */
  succeed(id: string): Intent;
  /** Refunded from Stripe's dashboard (not through the API): the charge as charge.refunded carries it. */
  refundFromDashboard(intentId: string, amount?: number): { charge: object; refund: StandInRefund };
  /** The fan's bank disputes the payment; then Stripe moves the dispute on. */
  openDispute(intentId: string, amount?: number): StandInDispute;
  setDisputeStatus(disputeId: string, status: StandInDispute['status']): StandInDispute;
  decline(id: string, message: string): Intent;
  close(): Promise<void>;
}

/** Stripe's Charge, the fields read here: a payment's money and how much of it went back. */
interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  created: number;
  metadata: Record<string, string>;
}

export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  status: 'warning_needs_response' | 'needs_response' | 'under_review' | 'won' | 'lost';
  created: number;
}

export interface StandInAccount {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  capabilities: { transfers: 'active' | 'inactive' | 'pending' };
  requirements: { currently_due: string[]; eventually_due: string[]; disabled_reason: string | null };
  settings: { payouts: { schedule: { interval: string } } };
  metadata: Record<string, string>;
  external_accounts: {
    object: 'list';
    data: { id: string; object: 'bank_account'; bank_name: string; last4: string; country: string }[];
  };
}

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
  reversed: boolean;
  reversals: { object: 'list'; data: { id: string; object: 'transfer_reversal'; amount: number; transfer: string }[] };
  transfer_group: string | null;
  created: number;
}

export interface StandInPayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
  failure_code: string | null;
  failure_message: string | null;
  metadata: Record<string, string>;
  automatic: boolean;
  destination: string | null;
  /** Which connected account it belongs to (the Stripe-Account header it was made with). */
  account: string;
  created: number;
}

interface Card {
  brand: string;
  last4: string;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: Card;
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount: number;
  interval: string;
  trial_days: number;
  subscription_metadata: Record<string, string>;
  subscription: string | null;
  status: 'open' | 'complete';
}

interface StandInSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  trial_end: number | null;
  created: number;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: 'price'; unit_amount: number; recurring: { interval: string } };
    }[];
  };
}

interface Invoice {
  id: string;
  object: 'invoice';
  status: 'paid' | 'open';
  amount_paid: number;
  amount_due: number;
  attempt_count: number;
  next_payment_attempt: number | null;
  billing_reason: string;
  customer: string;
  period_start: number;
  period_end: number;
  last_finalization_error: null;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  payment_intent: string | null;
}

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
}

const DAY_S = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: metadata[purpose]=x, expand[]=latest_charge. */
function parseForm(text: string): { fields: Record<string, string>; metadata: Record<string, string> } {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
    else fields[key] = value;
  }
  return { fields, metadata };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, StandInRefund>();
  const disputes = new Map<string, StandInDispute>();

  /** Stripe's Refund: the charge's amount_refunded grows, `refunded` once it is all back. */
  function refundCharge(charge: Charge, amount: number, metadata: Record<string, string> = {}): StandInRefund {
    const refund: StandInRefund = {
      metadata,
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: 'gbp',
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      created: now(),
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    if (charge.refunded) refunded.add(charge.payment_intent);
    return refund;
  }
  const refunded = new Set<string>();
  const remembered = new Map<string, string>();
  const calls: StripeStandIn['calls'] = [];
  const customers = new Map<
    string,
    { id: string; object: 'customer'; email: string | null; default_pm: string | null }
  >();
  const checkoutSessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const setupIntents = new Map<string, SetupIntent>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const invoices = new Map<string, Invoice>();
  const products = new Map<string, { id: string; object: 'product'; name: string }>();
  const accounts = new Map<string, StandInAccount>();
  const transfers = new Map<string, StandInTransfer>();
  const payouts = new Map<string, StandInPayout>();

  const expanded = (query: URLSearchParams, field: string) =>
    [...query.entries()].some(([key, value]) => key.startsWith('expand') && value === field);

  const subscriptionView = (sub: StandInSubscription, query: URLSearchParams) => ({
    ...sub,
    ...(expanded(query, 'default_payment_method') && sub.default_payment_method
      ? { default_payment_method: paymentMethods.get(sub.default_payment_method) ?? null }
      : {}),
    ...(expanded(query, 'latest_invoice') && sub.latest_invoice
      ? { latest_invoice: invoiceView(invoices.get(sub.latest_invoice)!) }
      : {}),
  });
  /** An invoice as the API shows it (the PaymentIntent is only reachable through its payments). */
  const invoiceView = ({ payment_intent: _intent, ...rest }: Invoice) => rest;

  /** The retry schedule: after the nth failed attempt, the next one is this many days later. */
  const RETRY_DAYS = [1, 3];
  const nextAttempt = (attempts: number) => {
    const days = RETRY_DAYS[attempts - 1];
    return days === undefined ? null : now() + days * DAY_S;
  };

  /** A charge of an invoice, as a succeeded PaymentIntent with its charge (so it can be refunded). */
  function paidIntent(amount: number): string {
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: 'gbp',
      description: 'Subscription',
      status: 'succeeded',
      client_secret: '',
      metadata: {},
      last_payment_error: null,
      latest_charge: null,
      created: now(),
      capture_method: 'automatic',
      amount_received: amount,
    };
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    intents.set(intent.id, intent);
    return intent.id;
  }

  function invoiceFor(sub: StandInSubscription, reason: string, outcome: 'paid' | 'failed' | 'free'): Invoice {
    const item = sub.items.data[0]!;
    const amount = outcome === 'free' ? 0 : item.price.unit_amount;
    const invoice: Invoice = {
      id: id('in'),
      object: 'invoice',
      status: outcome === 'failed' ? 'open' : 'paid',
      amount_paid: outcome === 'failed' ? 0 : amount,
      amount_due: amount,
      attempt_count: outcome === 'failed' ? 1 : 0,
      next_payment_attempt: outcome === 'failed' ? nextAttempt(1) : null,
      billing_reason: reason,
      customer: sub.customer,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      last_finalization_error: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      payment_intent: outcome === 'paid' ? paidIntent(amount) : null,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** A subscription Stripe starts: trialing for `trialDays`, or active with its first period. */
  function startSubscription(plan: {
    customer: string;
    metadata: Record<string, string>;
    paymentMethod: string | null;
    amount: number;
    interval: string;
    trialDays: number;
  }): StandInSubscription {
    const start = now();
    const trialing = plan.trialDays > 0;
    const end = start + (trialing ? plan.trialDays : plan.interval === 'year' ? 365 : 30) * DAY_S;
    const sub: StandInSubscription = {
      id: id('sub'),
      object: 'subscription',
      status: trialing ? 'trialing' : 'active',
      customer: plan.customer,
      cancel_at_period_end: false,
      canceled_at: null,
      trial_end: trialing ? end : null,
      created: start,
      metadata: plan.metadata,
      default_payment_method: plan.paymentMethod,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: end,
            price: {
              id: id('price'),
              object: 'price',
              unit_amount: plan.amount,
              recurring: { interval: plan.interval },
            },
          },
        ],
      },
    };
    subscriptions.set(sub.id, sub);
    return sub;
  }

  /** An open invoice is paid: its charge is made and the subscription is active again. */
  function settle(invoice: Invoice): Invoice {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      next_payment_attempt: null,
      payment_intent: paidIntent(invoice.amount_due),
    });
    subscriptions.get(invoice.parent.subscription_details.subscription)!.status = 'active';
    return invoice;
  }

  function billing(method: string, path: string, form: ReturnType<typeof parseForm>, query: URLSearchParams) {
    const f = form.fields;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer' as const, email: f.email ?? null, default_pm: null };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customerPath && method === 'POST') {
      const customer = customers.get(customerPath[1]!);
      if (!customer) return error(404, 'resource_missing', 'No such customer');
      customer.default_pm = f['invoice_settings[default_payment_method]'] ?? customer.default_pm;
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (f.mode !== 'subscription') return error(400, 'parameter_invalid', 'Only subscription mode here');
      const sessionMetadata: Record<string, string> = {};
      const subscriptionMetadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(f)) {
        const match = /^subscription_data\[metadata\]\[(.+)\]$/.exec(key);
        if (match) subscriptionMetadata[match[1]!] = value;
      }
      Object.assign(sessionMetadata, form.metadata);
      const session: CheckoutSession = {
        id: id('cs'),
        object: 'checkout.session',
        mode: 'subscription',
        url: '',
        customer: f.customer ?? null,
        client_reference_id: f.client_reference_id ?? null,
        metadata: sessionMetadata,
        amount: Number(f['line_items[0][price_data][unit_amount]']),
        interval: f['line_items[0][price_data][recurring][interval]'] ?? 'month',
        trial_days: Number(f['subscription_data[trial_period_days]'] ?? 0),
        subscription_metadata: subscriptionMetadata,
        subscription: null,
        status: 'open',
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      checkoutSessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const intent: SetupIntent = {
        id: id('seti'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: '',
        customer: f.customer ?? null,
        metadata: form.metadata,
        payment_method: null,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      setupIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const setupPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (setupPath && method === 'GET') {
      const intent = setupIntents.get(setupPath[1]!);
      if (!intent) return error(404, 'resource_missing', 'No such setupintent');
      return {
        status: 200,
        body:
          expanded(query, 'payment_method') && intent.payment_method
            ? { ...intent, payment_method: paymentMethods.get(intent.payment_method) }
            : intent,
      };
    }
    if (method === 'POST' && path === '/v1/products') {
      if (f.id && products.has(f.id)) return error(400, 'resource_already_exists', 'Product already exists.');
      const product = { id: f.id ?? id('prod'), object: 'product' as const, name: f.name ?? '' };
      products.set(product.id, product);
      return { status: 200, body: product };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      // A plan started outside Checkout on the customer's saved card, paid now. With
      // error_if_incomplete a declined card (the one ending 0341) leaves nothing behind.
      const customer = customers.get(f.customer ?? '');
      if (!customer) return error(400, 'resource_missing', 'No such customer');
      if (!products.has(f['items[0][price_data][product]'] ?? ''))
        return error(400, 'resource_missing', 'No such product');
      const card = paymentMethods.get(customer.default_pm ?? '')?.card;
      if (!card || card.last4 === '0341') {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      }
      const sub = startSubscription({
        customer: customer.id,
        metadata: form.metadata,
        paymentMethod: customer.default_pm,
        amount: Number(f['items[0][price_data][unit_amount]']),
        interval: f['items[0][price_data][recurring][interval]'] ?? 'month',
        trialDays: 0,
      });
      invoiceFor(sub, 'subscription_create', 'paid');
      // The SDK sends a POST's expand[] in its body.
      return { status: 200, body: subscriptionView(sub, new URLSearchParams(Object.entries(f))) };
    }
    const subPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subPath) {
      const sub = subscriptions.get(subPath[1]!);
      if (!sub) return error(404, 'resource_missing', 'No such subscription');
      if (method === 'GET') return { status: 200, body: subscriptionView(sub, query) };
      if (method === 'POST') {
        if (f.cancel_at_period_end !== undefined) sub.cancel_at_period_end = f.cancel_at_period_end === 'true';
        if (f.cancel_at_period_end === 'true') sub.canceled_at = now();
        if (f.cancel_at_period_end === 'false') sub.canceled_at = null;
        if (f.default_payment_method) sub.default_payment_method = f.default_payment_method;
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        return { status: 200, body: sub };
      }
    }
    const payPath = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path);
    if (payPath && method === 'POST') {
      // Paying an open invoice by hand (a card saved during the retries). The card ending 0341
      // saves but every charge on it fails, as at Stripe; a manual attempt is not counted.
      const invoice = invoices.get(payPath[1]!);
      if (!invoice) return error(404, 'resource_missing', 'No such invoice');
      if (invoice.status !== 'open') return error(400, 'invoice_unexpected_state', 'Invoice is already paid');
      const card = paymentMethods.get(f.payment_method ?? '')?.card;
      if (!card || card.last4 === '0341') {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      }
      return { status: 200, body: invoiceView(settle(invoice)) };
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (invoicePath && method === 'GET') {
      const invoice = invoices.get(invoicePath[1]!);
      if (!invoice) return error(404, 'resource_missing', 'No such invoice');
      const intent = invoice.payment_intent;
      const rest = invoiceView(invoice);
      return {
        status: 200,
        body: expanded(query, 'payments')
          ? {
              ...rest,
              payments: {
                object: 'list',
                data: intent
                  ? [
                      {
                        object: 'invoice_payment',
                        status: 'paid',
                        payment: { type: 'payment_intent', payment_intent: intent },
                      },
                    ]
                  : [],
              },
            }
          : rest,
      };
    }
    return null;
  }

  function connect(
    method: string,
    path: string,
    form: ReturnType<typeof parseForm>,
    stripeAccount: string | undefined,
  ): { status: number; body: unknown } | null {
    const f = form.fields;
    if (method === 'POST' && path === '/v1/accounts') {
      if (f.type !== 'express') return error(400, 'parameter_invalid', 'Only Express accounts here');
      const account: StandInAccount = {
        id: id('acct'),
        object: 'account',
        type: 'express',
        country: f.country ?? 'GB',
        email: f.email ?? null,
        details_submitted: false,
        payouts_enabled: false,
        charges_enabled: false,
        // Requested transfers become active once onboarding is finished (completeOnboarding).
        capabilities: { transfers: 'inactive' },
        requirements: {
          currently_due: ['business_type', 'external_account', 'tos_acceptance.date'],
          eventually_due: ['business_type', 'external_account', 'tos_acceptance.date'],
          disabled_reason: 'requirements.past_due',
        },
        settings: { payouts: { schedule: { interval: f['settings[payouts][schedule][interval]'] ?? 'daily' } } },
        metadata: form.metadata,
        external_accounts: { object: 'list', data: [] },
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (accountPath && method === 'GET') {
      const account = accounts.get(accountPath[1]!);
      if (!account) return error(404, 'resource_missing', `No such account: '${accountPath[1]}'`);
      return { status: 200, body: account };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(f.account ?? '')) return error(400, 'resource_missing', 'No such account');
      if (f.type !== 'account_onboarding' || !f.return_url || !f.refresh_url) {
        return error(400, 'parameter_missing', 'type, return_url and refresh_url are required');
      }
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `https://connect.stripe.test/setup/e/${f.account}/${randomBytes(6).toString('hex')}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = accounts.get(f.destination ?? '');
      if (!destination) return error(400, 'resource_missing', 'No such destination');
      if (!destination.payouts_enabled) {
        return error(400, 'insufficient_capabilities_for_transfer', 'The destination account cannot receive transfers');
      }
      const transfer: StandInTransfer = {
        id: id('tr'),
        object: 'transfer',
        amount: Number(f.amount),
        amount_reversed: 0,
        currency: f.currency ?? 'gbp',
        destination: destination.id,
        metadata: form.metadata,
        reversed: false,
        reversals: { object: 'list', data: [] },
        transfer_group: f.transfer_group ?? null,
        created: now(),
      };
      transfers.set(transfer.id, transfer);
      return { status: 200, body: transfer };
    }
    const transferPath = /^\/v1\/transfers\/([^/]+)(\/reversals)?$/.exec(path);
    if (transferPath) {
      const transfer = transfers.get(transferPath[1]!);
      if (!transfer) return error(404, 'resource_missing', `No such transfer: '${transferPath[1]}'`);
      if (method === 'GET' && !transferPath[2]) return { status: 200, body: transfer };
      if (method === 'POST' && transferPath[2]) {
        const amount = f.amount ? Number(f.amount) : transfer.amount - transfer.amount_reversed;
        if (amount > transfer.amount - transfer.amount_reversed) {
          return error(400, 'amount_too_large', 'Reversal amount is greater than the unreversed amount');
        }
        const reversal = { id: id('trr'), object: 'transfer_reversal' as const, amount, transfer: transfer.id };
        transfer.reversals.data.push(reversal);
        transfer.amount_reversed += amount;
        transfer.reversed = transfer.amount_reversed === transfer.amount;
        return { status: 200, body: reversal };
      }
    }
    if (method === 'POST' && path === '/v1/payouts') {
      const account = stripeAccount ? accounts.get(stripeAccount) : undefined;
      if (!account) return error(400, 'parameter_missing', 'Payouts here are made on a connected account');
      const payout: StandInPayout = {
        id: id('po'),
        object: 'payout',
        amount: Number(f.amount),
        currency: f.currency ?? 'gbp',
        status: 'pending',
        failure_code: null,
        failure_message: null,
        metadata: form.metadata,
        automatic: false,
        destination: account.external_accounts.data[0]?.id ?? null,
        account: account.id,
        created: now(),
      };
      payouts.set(payout.id, payout);
      return { status: 200, body: payout };
    }
    const payoutPath = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (payoutPath && method === 'GET') {
      const payout = payouts.get(payoutPath[1]!);
      // A payout is visible only on its own connected account, as on Stripe.
      if (!payout || payout.account !== stripeAccount) return error(404, 'resource_missing', 'No such payout');
      return { status: 200, body: payout };
    }
    return null;
  }

  const error = (status: number, code: string, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', code, message } },
  });

  function handle(
    method: string,
    path: string,
    form: ReturnType<typeof parseForm>,
    query: URLSearchParams,
    stripeAccount?: string,
  ) {
    const connected = connect(method, path, form, stripeAccount);
    if (connected) return connected;
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/capture)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: Intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.fields.amount),
        currency: form.fields.currency ?? 'gbp',
        description: form.fields.description ?? null,
        status: 'requires_payment_method',
        client_secret: '',
        metadata: form.metadata,
        last_payment_error: null,
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
        capture_method: form.fields.capture_method === 'manual' ? 'manual' : 'automatic',
        amount_received: 0,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return error(404, 'resource_missing', `No such payment_intent: '${intentPath[1]}'`);
      if (method === 'POST' && intentPath[2] === '/capture') {
        // One capture, of the whole or less: the rest of the authorisation is released.
        if (intent.status !== 'requires_capture') {
          return error(400, 'payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}`);
        }
        const captured = form.fields.amount_to_capture ? Number(form.fields.amount_to_capture) : intent.amount;
        const charge = charges.get(intent.latest_charge!)!;
        charge.amount = captured;
        Object.assign(intent, { status: 'succeeded', amount_received: captured });
        return { status: 200, body: intent };
      }
      if (method === 'POST' && intentPath[2]) {
        const cancellable = ['requires_payment_method', 'requires_action', 'requires_confirmation', 'requires_capture'];
        if (!cancellable.includes(intent.status)) {
          return error(400, 'payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}`);
        }
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
      if (method === 'GET') {
        const expandCharge =
          query.getAll('expand[]').includes('latest_charge') || query.getAll('expand[0]').includes('latest_charge');
        const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        return { status: 200, body: expandCharge && charge ? { ...intent, latest_charge: charge } : intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.fields.payment_intent ?? '');
      if (!intent) return error(404, 'resource_missing', 'No such payment_intent');
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (intent.status !== 'succeeded' || !charge) return error(400, 'charge_not_refundable', 'Nothing to refund');
      if (charge.refunded) return error(400, 'charge_already_refunded', 'Charge has already been refunded');
      const amount = form.fields.amount ? Number(form.fields.amount) : charge.amount - charge.amount_refunded;
      if (amount > charge.amount - charge.amount_refunded) {
        return error(400, 'amount_too_large', 'Refund amount is greater than unrefunded amount on charge');
      }
      return { status: 200, body: refundCharge(charge, amount, form.metadata) };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const intentId = query.get('payment_intent');
      const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).reverse();
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    const disputePath = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (disputePath && method === 'GET') {
      const dispute = disputes.get(disputePath[1]!);
      if (!dispute) return error(404, 'resource_missing', `No such dispute: '${disputePath[1]}'`);
      return { status: 200, body: dispute };
    }
    return (
      billing(method, path, form, query) ??
      error(404, 'resource_missing', `Unrecognized request URL (${method}: ${path})`)
    );
  }

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const key = request.headers['idempotency-key'] as string | undefined;
      const stripeAccount = request.headers['stripe-account'] as string | undefined;
      calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key, stripeAccount });
      const cacheKey = key ? `${stripeAccount ?? ''} ${request.method} ${url.pathname} ${key}` : undefined;
      const cached = cacheKey ? remembered.get(cacheKey) : undefined;
      let status = 200;
      let body: string;
      if (cached) body = cached;
      else {
        const answer = handle(request.method ?? '', url.pathname, parseForm(text), url.searchParams, stripeAccount);
        status = answer.status;
        body = JSON.stringify(answer.body);
        if (cacheKey && status === 200) remembered.set(cacheKey, body);
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunded,
    calls,
    checkoutSessions,
    subscriptions,
    setupIntents,
    invoices,
    accounts,
    transfers,
    payouts,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId)!;
      Object.assign(account, {
        details_submitted: true,
        payouts_enabled: true,
        charges_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], eventually_due: [], disabled_reason: null },
        external_accounts: {
          object: 'list',
          data: [{ id: id('ba'), object: 'bank_account', bank_name: 'STRIPE TEST BANK', last4: '2345', country: 'GB' }],
        },
      });
      return structuredClone(account);
    },
    settlePayout(payoutId, outcome) {
      const payout = payouts.get(payoutId)!;
      Object.assign(
        payout,
        outcome === 'paid'
          ? { status: 'paid' }
          : { status: 'failed', failure_code: 'account_closed', failure_message: 'The bank account has been closed.' },
      );
      return structuredClone(payout);
    },
    completeCheckout(sessionId, card = { brand: 'visa', last4: '4242' }) {
      const session = checkoutSessions.get(sessionId)!;
      const method: PaymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', card };
      paymentMethods.set(method.id, method);
      const sub = startSubscription({
        customer: session.customer ?? id('cus'),
        metadata: session.subscription_metadata,
        paymentMethod: method.id,
        amount: session.amount,
        interval: session.interval,
        trialDays: session.trial_days,
      });
      Object.assign(session, { status: 'complete', subscription: sub.id });
      const invoice = invoiceFor(sub, 'subscription_create', session.trial_days > 0 ? 'free' : 'paid');
      return { subscription: sub, invoice };
    },
    succeedSetup(setupIntentId, card = { brand: 'mastercard', last4: '4444' }) {
      const intent = setupIntents.get(setupIntentId)!;
      const method: PaymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', card };
      paymentMethods.set(method.id, method);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      return intent;
    },
    renew(subscriptionId, outcome) {
      const sub = subscriptions.get(subscriptionId)!;
      const item = sub.items.data[0]!;
      if (outcome === 'paid') {
        const length = item.price.recurring.interval === 'year' ? 365 : 30;
        item.current_period_start = item.current_period_end;
        item.current_period_end = item.current_period_start + length * DAY_S;
        sub.status = 'active';
      } else {
        sub.status = 'past_due';
      }
      return invoiceFor(sub, 'subscription_cycle', outcome);
    },
    endTrial(subscriptionId, outcome) {
      const sub = subscriptions.get(subscriptionId)!;
      const item = sub.items.data[0]!;
      item.current_period_start = sub.trial_end ?? item.current_period_end;
      item.current_period_end =
        item.current_period_start + (item.price.recurring.interval === 'year' ? 365 : 30) * DAY_S;
      sub.status = outcome === 'paid' ? 'active' : 'past_due';
      return invoiceFor(sub, 'subscription_cycle', outcome);
    },
    retryInvoice(invoiceId, outcome) {
      const invoice = invoices.get(invoiceId)!;
      invoice.attempt_count += 1;
      if (outcome === 'paid') return settle(invoice);
      invoice.next_payment_attempt = nextAttempt(invoice.attempt_count);
      return invoice;
    },
    end(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!;
      Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now() });
      return sub;
    },
    succeed(intentId) {
      const intent = intents.get(intentId)!;
      const charge: Charge = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        payment_intent: intentId,
      };
      charges.set(charge.id, charge);
      const held = intent.capture_method === 'manual';
      Object.assign(intent, {
        status: held ? 'requires_capture' : 'succeeded',
        amount_received: held ? 0 : intent.amount,
        latest_charge: charge.id,
        last_payment_error: null,
      });
      return intent;
    },
    refundFromDashboard(intentId, amount) {
      const charge = charges.get(intents.get(intentId)!.latest_charge!)!;
      const refund = refundCharge(charge, amount ?? charge.amount - charge.amount_refunded);
      return { charge: { ...charge }, refund };
    },
    openDispute(intentId, amount) {
      const intent = intents.get(intentId)!;
      const dispute: StandInDispute = {
        id: id('dp'),
        object: 'dispute',
        amount: amount ?? intent.amount,
        charge: intent.latest_charge!,
        currency: 'gbp',
        payment_intent: intentId,
        reason: 'fraudulent',
        status: 'needs_response',
        created: now(),
      };
      disputes.set(dispute.id, dispute);
      return { ...dispute };
    },
    setDisputeStatus(disputeId, status) {
      const dispute = disputes.get(disputeId)!;
      dispute.status = status;
      return { ...dispute };
    },
    decline(intentId, message) {
      const intent = intents.get(intentId)!;
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message } });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
