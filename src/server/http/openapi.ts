import { isDeepStrictEqual } from 'node:util';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  createSerializerCompiler,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE_NAMES } from '../features/auth/cookies';
import { stillOpen } from '../features/platform/maintenance';
import { errorCode, type ErrorCode } from '../../shared/error-codes';

/**
 * The API's OpenAPI document (GET /api/openapi.json), complete enough to generate a client from
 * (docs/decisions/017-openapi.md). Each route plugin names its tag and who may call it with
 * `describeRoutes`; each route gives its summary and success response. This module derives the
 * rest, so no route writes it by hand: the operationId, the security scheme, and the error
 * responses the route can give (all in the one error model, ApiError).
 */

/** Who may call an operation: the same four levels the authorization matrix test checks. */
export type Access = 'public' | 'user' | 'musician' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the access its plugin declared (an auth plugin mixes public and signed-in routes). */
    access?: Access;
    /** Error statuses a route gives beyond those derived from its inputs and access (409, 402…). */
    errors?: number[];
    /** The codes a route answers with a status, named in the document (the fan request's five 409s). */
    codes?: Partial<Record<number, ErrorCode[]>>;
  }
}

/**
 * `{"error": message, "code": code, "details"?: …}`: every 4xx and 5xx of the API
 * (src/server/http/errors.ts). The codes are listed once, in src/shared/error-codes.ts.
 */
export const apiError = z
  .object({
    error: z.string().describe('A message a person can read; it may be reworded, so never compare it.'),
    code: errorCode,
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .describe('Each invalid field (400 `validation_failed`).')
      .optional(),
  })
  .meta({ id: 'ApiError' });

/** Many mutations answer only that they worked. */
export const success = z.object({ success: z.boolean() });

/** A Server-Sent Events stream: the document names the media type; events are described in prose. */
export const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});

const securitySchemes = {
  musicianSession: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_NAMES.user,
    description: 'The session cookie set by sign-in or sign-up.',
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_NAMES.admin,
    description: 'The administrator session cookie set by POST /api/admin/login.',
  },
} as const;

const securityOf: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ musicianSession: [] }],
  musician: [{ musicianSession: [] }],
  admin: [{ adminSession: [] }],
};

const errorDescriptions: Record<number, string> = {
  400: 'The input was refused (a malformed URL, body or field); `details` names each invalid field.',
  401: 'Not signed in, or the session expired (`code` tells a second factor needed from a sign-in refused).',
  402: 'The card was declined.',
  403: 'Signed in, but not allowed: another account’s resource, the wrong kind of account, or a step-up or plan needed first (`code`).',
  404: 'Nothing with that id, or not visible to you.',
  409: 'The resource is not in a state that allows this; `code` says which refusal it is.',
  413: 'The body is larger than the operation accepts.',
  415: 'The body is not in a media type the operation accepts.',
  429: 'Too many requests; try again later (`rate_limited`, or `account_locked`, `too_many_codes`).',
  500: 'Something failed on our side; nothing was changed.',
  503: 'The platform is down for maintenance (`maintenance`), or a service this needs is busy (`unavailable`).',
};

const describeError = (status: number, codes: ErrorCode[] | undefined) => {
  const description = errorDescriptions[status] ?? 'Refused.';
  return codes?.length ? `${description} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.` : description;
};

/** 'GET /api/sessions/live/{id}/end' → 'getSessionsLiveIdEnd': unique, stable, readable in a client. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/_.-]+/)
    .map((word) => word.replace(/^:/, '').replace(/[{}]/g, ''))
    .filter(Boolean);
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return method.toLowerCase() + pascal;
}

const isEventStream = (response: unknown) =>
  Object.values((response ?? {}) as Record<string, { content?: Record<string, unknown> }>).some(
    (answer) => answer?.content?.['text/event-stream'] !== undefined,
  );

/**
 * Methods whose body Fastify parses, so can refuse as too large or of another media type, and
 * that another site's page is refused (403, origin-guard.ts).
 */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route can answer, from what it reads, who may call it, and whether
 * maintenance mode closes it (features/platform/maintenance.ts). The security tests compare this
 * with what every operation really answers (security/documented-statuses.ts).
 */
export function errorStatusesOf(
  route: Pick<RouteOptions, 'schema' | 'config'> & { url?: string; method?: string },
  access: Access,
): number[] {
  const schema = route.schema ?? {};
  // Any route refuses a malformed URL with a 400 before it runs (errors.ts, frameworkErrors).
  const statuses = new Set<number>([400, 500]);
  if (access !== 'public') statuses.add(401);
  if (access === 'musician' || access === 'admin') statuses.add(403);
  // A musician route works in an act: a person who is no longer a member of any is a 404
  // (`not_a_member`, features/acts/require-act.ts).
  if (access === 'musician') statuses.add(404);
  if (schema.params) statuses.add(404);
  if (route.method && bodyMethods.has(route.method)) {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  // A stream refuses a connection beyond its phone's or address's cap (http/sse/connection.ts).
  if (isEventStream(schema.response)) statuses.add(429);
  if (route.url?.startsWith('/api/') && !stillOpen(route.url)) statuses.add(503);
  for (const status of route.config?.errors ?? []) statuses.add(status);
  for (const status of Object.keys(route.config?.codes ?? {})) statuses.add(Number(status));
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Called first in a route plugin: every route it declares gets this tag and access (a route may
 * override the access in its config), its operationId, security and error responses.
 */
export function describeRoutes(app: FastifyInstance, defaults: { tag: string; access: Access }): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide || route.method === 'HEAD') return;
    const access = route.config?.access ?? defaults.access;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    const errors = Object.fromEntries(
      errorStatusesOf({ schema, config: route.config, url: route.url, method }, access).map((status) => [
        status,
        {
          description: describeError(status, route.config?.codes?.[status]),
          content: { 'application/json': { schema: apiError } },
        },
      ]),
    );
    route.schema = {
      operationId: operationIdOf(method, route.url),
      tags: [defaults.tag],
      security: securityOf[access],
      ...schema,
      response: { ...errors, ...(schema.response as object | undefined) },
    };
  });
}

/**
 * Responses are checked against their schemas in development and tests, strictly: a field the
 * schema does not list fails the request, so the document cannot drift from what the presenters
 * send. Production only stringifies: the hot paths never pay for validation (bench/README.md).
 */
export function responseSerializerCompiler(checked: boolean) {
  if (!checked) return () => (data: unknown) => JSON.stringify(data);
  const compile = createSerializerCompiler({});
  return (route: Parameters<typeof compile>[0]) => {
    const serialize = compile(route);
    return (data: unknown) => {
      const json = serialize(data);
      // The schema strips what it does not list: any difference is a field the document omits.
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(data)), JSON.parse(json))) {
        const unlisted = new z.ZodError([
          { code: 'custom', path: [], message: 'The response has fields its schema does not list', input: data },
        ]);
        throw new ResponseSerializationError(route.method, route.url, { cause: unlisted });
      }
      return json;
    };
  };
}

/**
 * zod's registry names a schema both as request input and as response output; the ones nothing
 * refers to (ApiErrorInput: errors are only ever answered) would only confuse a generated client.
 */
function withoutUnusedSchemas<T>(document: T): T {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const referenced = JSON.stringify(rest);
  const used = Object.entries(components.schemas).filter(([name]) =>
    referenced.includes(`"#/components/schemas/${name}"`),
  );
  return { ...document, components: { ...components, schemas: Object.fromEntries(used) } };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stagecall API',
        version: '1.0.0',
        description:
          'Live-music song requests: fans request songs and tip, musicians run live sessions, administrators run the back office. Every error is an ApiError.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
