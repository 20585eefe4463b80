import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response. With no per-request parts (no CSP nonces) they are
 * the same for every response, so helmet runs once at start-up against a recording response and
 * each request gets the recorded headers: @fastify/helmet builds the helmet middleware anew for
 * every request, a measurable share of a small answer's cost (bench/README.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  { permissionsPolicy, hstsWhenHttps }: { permissionsPolicy?: string; hstsWhenHttps?: boolean } = {},
): void {
  const headers: [string, string | string[]][] = permissionsPolicy ? [['Permissions-Policy', permissionsPolicy]] : [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void headers.push([name, typeof value === 'number' ? String(value) : (value as string | string[])]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });

  // Without an https PUBLIC_URL the app learns it is served over https per request, from the
  // trusted proxy's X-Forwarded-Proto (where its cookies turn Secure): helmet's own HSTS header
  // then goes on those answers only, so a plain-http install never tells browsers to insist on https.
  const hsts = hstsWhenHttps && !options.strictTransportSecurity ? helmetHstsHeader() : undefined;
  // The set is written once per request into Fastify's own headers (one object, names already in
  // lower case), not into the raw response: Node then takes writeHead's fast path and checks each
  // header once, where a setHeader per header checked it, lower-cased it and stored it apart, and
  // writeHead then merged Fastify's headers into that store one setHeader at a time. Helmet only
  // removes X-Powered-By, which neither Node nor Fastify sets.
  const set = securityHeaderSet(headers, removed);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(set);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}

/** The recorded headers as one object with lower-case names, ready for `reply.headers`. */
function securityHeaderSet(headers: [string, string | string[]][], removed: string[]): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of headers) set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  for (const name of removed) {
    if (name.toLowerCase() !== 'x-powered-by') throw new Error(`helmet removes ${name}: handle it here`);
  }
  return Object.freeze(set);
}

/**
 * The headers a stream that takes over its raw response (Server-Sent Events) must write itself:
 * Fastify's headers (the security set above among them) never reach a hijacked response.
 */
export function headersForRawResponse(
  reply: { getHeaders(): Record<string, unknown> },
  own: Record<string, string>,
): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) headers[name] = value as string;
  }
  return Object.assign(headers, own);
}

function helmetHstsHeader(): string {
  let value = '';
  const recorder = {
    setHeader: (name: string, header: string) => {
      if (name.toLowerCase() === 'strict-transport-security') value = header;
    },
    removeHeader: () => undefined,
  };
  helmet({ strictTransportSecurity: true })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return value;
}

/**
 * Powerful features the app never uses are switched off for it and anything it embeds, so an
 * injected script or a compromised embed cannot ask for them; the wake lock (the live manager keeps
 * the screen on) and payments (Stripe's Payment Element, when Stripe takes them) stay with us.
 */
export function permissionsPolicyFor(usesStripe: boolean): string {
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'midi=()',
    `payment=${usesStripe ? '(self "https://js.stripe.com")' : '()'}`,
    'screen-wake-lock=(self)',
  ].join(', ');
}
