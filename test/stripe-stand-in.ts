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
  /** What Stripe.js would do after the fan's card is accepted. */
  succeed(id: string): Intent;
  decline(id: string, message: string): Intent;
  close(): Promise<void>;
}

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
  const charges = new Map<string, { id: string; object: 'charge'; refunded: boolean; payment_intent: string }>();
  const refunded = new Set<string>();
  const remembered = new Map<string, string>();
  const calls: StripeStandIn['calls'] = [];

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
      charge.refunded = true;
      refunded.add(intent.id);
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount: intent.amount, status: 'succeeded', payment_intent: intent.id },
      };
    }
    return error(404, 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
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
    succeed(intentId) {
      const intent = intents.get(intentId)!;
      const charge = { id: id('ch'), object: 'charge' as const, refunded: false, payment_intent: intentId };
      charges.set(charge.id, charge);
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
      return intent;
    },
    decline(intentId, message) {
      const intent = intents.get(intentId)!;
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message } });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
