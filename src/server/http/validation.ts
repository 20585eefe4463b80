import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { invalidFields } from './errors';
import { findControlCharacter } from '../../shared/text';

/**
 * The zod validator of every route's body, query and parameters, after one check that no text
 * holds a control character (src/shared/text.ts): a 400 naming the field, before any schema or
 * database sees it.
 */
export const cleanTextValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const issue = findControlCharacter(data);
    if (issue) return { error: invalidFields([issue]) };
    return validate(data);
  };
};
