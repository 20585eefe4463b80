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
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, Intent>;
  refunded: Set<string>;
  /** Every call: method, path and its Idempotency-Key. */
  calls: { method: string; path: string; idempotencyKey: string | undefined }[];
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
  /** Stripe gives up after its retries, or the period of a cancelling plan ends. */
  end(subscriptionId: string): StandInSubscription;
  invoices: Map<string, Invoice>;
  /** What Stripe.js would do after the fan's card is accepted. */
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
  billing_reason: string;
  customer: string;
  period_start: number;
  period_end: number;
  last_finalization_error: null;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
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
  function refundCharge(charge: Charge, amount: number): StandInRefund {
    const refund: StandInRefund = {
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

  const expanded = (query: URLSearchParams, field: string) =>
    [...query.entries()].some(([key, value]) => key.startsWith('expand') && value === field);

  const subscriptionView = (sub: StandInSubscription, query: URLSearchParams) =>
    expanded(query, 'default_payment_method') && sub.default_payment_method
      ? { ...sub, default_payment_method: paymentMethods.get(sub.default_payment_method) ?? null }
      : sub;

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
      billing_reason: reason,
      customer: sub.customer,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      last_finalization_error: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      payment_intent: outcome === 'paid' ? paidIntent(amount) : null,
    };
    invoices.set(invoice.id, invoice);
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
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (invoicePath && method === 'GET') {
      const invoice = invoices.get(invoicePath[1]!);
      if (!invoice) return error(404, 'resource_missing', 'No such invoice');
      const { payment_intent: intent, ...rest } = invoice;
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

  const error = (status: number, code: string, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', code, message } },
  });

  function handle(method: string, path: string, form: ReturnType<typeof parseForm>, query: URLSearchParams) {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
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
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return error(404, 'resource_missing', `No such payment_intent: '${intentPath[1]}'`);
      if (method === 'POST' && intentPath[2]) {
        if (!['requires_payment_method', 'requires_action', 'requires_confirmation'].includes(intent.status)) {
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
      return { status: 200, body: refundCharge(charge, amount) };
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
      calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key });
      const cacheKey = key ? `${request.method} ${url.pathname} ${key}` : undefined;
      const cached = cacheKey ? remembered.get(cacheKey) : undefined;
      let status = 200;
      let body: string;
      if (cached) body = cached;
      else {
        const answer = handle(request.method ?? '', url.pathname, parseForm(text), url.searchParams);
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
    completeCheckout(sessionId, card = { brand: 'visa', last4: '4242' }) {
      const session = checkoutSessions.get(sessionId)!;
      const method: PaymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', card };
      paymentMethods.set(method.id, method);
      const start = now();
      const trialing = session.trial_days > 0;
      const end = trialing
        ? start + session.trial_days * DAY_S
        : start + (session.interval === 'year' ? 365 : 30) * DAY_S;
      const sub: StandInSubscription = {
        id: id('sub'),
        object: 'subscription',
        status: trialing ? 'trialing' : 'active',
        customer: session.customer ?? id('cus'),
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: trialing ? end : null,
        created: start,
        metadata: session.subscription_metadata,
        default_payment_method: method.id,
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
                unit_amount: session.amount,
                recurring: { interval: session.interval },
              },
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', subscription: sub.id });
      return { subscription: sub, invoice: invoiceFor(sub, 'subscription_create', trialing ? 'free' : 'paid') };
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
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
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
