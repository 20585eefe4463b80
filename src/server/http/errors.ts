import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';

/**
 * An error a person can act on. Services throw these; the error handler turns them into
 * `{"error": message, "details"?: …}` with the status code, and never leaks anything else.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, details);
export const unauthorized = (message: string = messages.auth.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string = messages.http.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.http.tooManyRequests) => new AppError(429, message);

interface ValidationIssue {
  path: string;
  message: string;
}

function zodIssues(error: FastifyError): ValidationIssue[] {
  return (error.validation ?? []).map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
    message: issue.message ?? messages.http.invalidInput,
  }));
}

/** Fastify's own body-parsing errors, mapped to messages a person understands. */
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.http.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.http.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.http.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.http.invalidInput },
  FST_ERR_BAD_URL: { status: 400, message: messages.http.badUrl },
};

/** 6291456 -> '6 MB', 65536 -> '64 KB': the limit of the route that refused the body. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.floor((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.floor(bytes / 1024)} KB`;
}

/** Fastify's generic 4xx texts can quote the request back (a URL); a fixed text per status never does. */
const genericByStatus: Record<number, string> = {
  404: messages.http.notFound,
  415: messages.http.unsupportedMediaType,
};

/**
 * Errors Fastify raises before routing (a malformed URL), which never reach the error handler:
 * the same `{"error": …}` shape, without echoing the input.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? fastifyCodes[error.code] : undefined;
  void reply.code(known?.status ?? 400).send({ error: known?.message ?? messages.http.invalidInput });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = zodIssues(error);
      return reply.code(400).send({ error: details[0]?.message ?? messages.http.invalidInput, details });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(
          error.details === undefined ? { error: error.message } : { error: error.message, details: error.details },
        );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
      return reply.code(413).send({ error: messages.http.bodyTooLarge(formatByteLimit(limit)) });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.message });
    if (error.statusCode === 429)
      return reply.code(429).send({ error: error.message || messages.http.tooManyRequests });
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's and plugins' own 4xx messages may quote the request back; a fixed text never does.
      return reply
        .code(error.statusCode)
        .send({ error: genericByStatus[error.statusCode] ?? messages.http.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: messages.http.serverError });
  });
}
