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
  }
}

/** `{"error": message, "details"?: …}`: every 4xx and 5xx of the API (src/server/http/errors.ts). */
export const apiError = z
  .object({
    error: z.string().describe('A message a person can read and act on.'),
    details: z
      .union([
        z.array(z.object({ path: z.string(), message: z.string() })).describe('Each invalid field (400).'),
        z
          .object({ code: z.string() })
          .describe(
            'A refusal the client acts on: `subscription_required`, `step_up_required`, `second_factor_setup_required` (403), `second_factor_required`, `second_factor_wrong` (401), `too_many_codes` (429), `maintenance` (503).',
          ),
      ])
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
  401: 'Not signed in, or the session expired.',
  402: 'Payment is required first.',
  403: 'Signed in, but not allowed: another account’s resource, or the wrong kind of account.',
  404: 'Nothing with that id, or not visible to you.',
  409: 'The resource is not in a state that allows this.',
  413: 'The upload is larger than the route accepts.',
  415: 'The body is not in a media type the route accepts.',
  429: 'Too many requests from this address; try again later.',
  500: 'Something failed on our side; nothing was changed.',
  503: 'The service is in maintenance mode, or (where a route says so) too busy to take this now.',
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

/** The error statuses a route can answer, from what it reads and who may call it. */
export function errorStatusesOf(route: Pick<RouteOptions, 'schema' | 'config'>, access: Access): number[] {
  const schema = route.schema ?? {};
  // Any route refuses a malformed URL with a 400 before it runs (errors.ts, frameworkErrors).
  const statuses = new Set<number>([400, 500]);
  if (access !== 'public') statuses.add(401);
  if (access === 'musician' || access === 'admin') statuses.add(403);
  if (schema.params) statuses.add(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  for (const status of route.config?.errors ?? []) statuses.add(status);
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
      errorStatusesOf(route, access).map((status) => [
        status,
        { description: errorDescriptions[status] ?? 'Refused.', content: { 'application/json': { schema: apiError } } },
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
