import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/error-codes';
import { messages } from '../../shared/user-messages';

/** The code of an error whose thrower named none: one per status, so every answer has a code. */
const codeOfStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'not_signed_in',
  402: 'payment_failed',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};
export const defaultCodeOf = (status: number): ErrorCode =>
  codeOfStatus[status] ?? (status >= 500 ? 'server_error' : 'bad_request');

/**
 * An error a person can act on. Services throw these; the error handler turns them into
 * `{"error": message, "code": code, "details"?: …}` with the status code, and never leaks anything
 * else. The message is for people (spec wording, verbatim); the code is what clients branch on.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultCodeOf(statusCode);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new AppError(400, message, code);
/** A 400 naming each invalid field in `details`. */
export const invalidFields = (issues: ValidationIssue[]) =>
  new AppError(400, issues[0]?.message ?? messages.http.invalidInput, 'validation_failed', issues);
export const unauthorized = (message: string = messages.auth.notSignedIn, code: ErrorCode = 'not_signed_in') =>
  new AppError(401, message, code);
export const forbidden = (message: string, code: ErrorCode = 'forbidden') => new AppError(403, message, code);
export const notFound = (message: string = messages.http.notFound, code: ErrorCode = 'not_found') =>
  new AppError(404, message, code);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new AppError(409, message, code);
export const tooManyRequests = (message: string = messages.http.tooManyRequests, code: ErrorCode = 'rate_limited') =>
  new AppError(429, message, code);

export interface ValidationIssue {
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
const fastifyCodes: Record<string, { status: number; message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.http.invalidJson, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.http.invalidJson, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: messages.http.unsupportedMediaType,
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.http.invalidInput, code: 'bad_request' },
  FST_ERR_BAD_URL: { status: 400, message: messages.http.badUrl, code: 'bad_url' },
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
  void reply
    .code(known?.status ?? 400)
    .send({ error: known?.message ?? messages.http.invalidInput, code: known?.code ?? 'bad_request' });
}

/**
 * Codes any operation may answer without naming them in its `config.codes`: each status's own
 * (the document describes the status), the error handler's and the maintenance hook's, and the
 * access guards' (401/403: who may call an operation is its access, documented as its security).
 * Every other code is a route's own refusal and is listed on the operation (decision 028).
 */
export const codesOfAnyOperation: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ...Object.values(codeOfStatus),
  'server_error',
  'validation_failed',
  'invalid_json',
  'bad_url',
  'foreign_origin',
  'maintenance',
  'musician_only',
  'not_a_member',
  'act_role_not_allowed',
  'subscription_required',
  'step_up_required',
  'password_change_required',
  'second_factor_setup_required',
]);

/** Whether the operation that answered lists `code` for `status` (or any operation may answer it). */
export function isDocumentedCode(request: FastifyRequest, status: number, code: ErrorCode): boolean {
  return codesOfAnyOperation.has(code) || (request.routeOptions.config?.codes?.[status]?.includes(code) ?? false);
}

let undocumentedListener: ((answer: string) => void) | undefined;
/**
 * Tests hear of every error answer whose code its operation does not document (test/app.ts fails
 * the test file that saw one), so the document cannot fall behind what routes raise.
 */
export function onUndocumentedCode(listener: ((answer: string) => void) | undefined): void {
  undocumentedListener = listener;
}

/** The body of every error answer (the OpenAPI document's ApiError). */
export const errorBody = (error: string, code: ErrorCode, details?: unknown) =>
  details === undefined ? { error, code } : { error, code, details };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = invalidFields(zodIssues(error));
      return reply.code(400).send(errorBody(invalid.message, invalid.code, invalid.details));
    }
    if (error instanceof AppError) {
      if (undocumentedListener && !isDocumentedCode(request, error.statusCode, error.code)) {
        undocumentedListener(
          `${request.method} ${request.routeOptions.url ?? request.url}: ${error.statusCode} ${error.code}`,
        );
      }
      return reply.code(error.statusCode).send(errorBody(error.message, error.code, error.details));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
      return reply.code(413).send(errorBody(messages.http.bodyTooLarge(formatByteLimit(limit)), 'body_too_large'));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.message, known.code));
    if (error.statusCode === 429)
      return reply.code(429).send(errorBody(error.message || messages.http.tooManyRequests, 'rate_limited'));
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's and plugins' own 4xx messages may quote the request back; a fixed text never does.
      return reply
        .code(error.statusCode)
        .send(
          errorBody(genericByStatus[error.statusCode] ?? messages.http.invalidInput, defaultCodeOf(error.statusCode)),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(messages.http.serverError, 'server_error'));
  });
}
