import { useCallback, useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { z } from 'zod';

/**
 * One way to run a form: the values, the spec's single form-level message, and the
 * fields it points at (so each is marked invalid and reads the message out; 'Email and password
 * are required' points at both). Forms describe
 * their checks as a `validate` that returns the body to send or the first failure; the shared zod
 * schema the server uses is usually that check (`fromSchema`), with the spec's own wording first.
 */
export type FormCheck<Values, Body> =
  | { ok: true; body: Body }
  | { ok: false; message: string; field?: keyof Values | readonly (keyof Values)[] | undefined };

export interface FormState<Values, Body> {
  values: Values;
  /** Sets one field; it is no longer marked, and the message goes once no marked field is left. */
  setField: <K extends keyof Values>(field: K, value: Values[K]) => void;
  setValues: Dispatch<SetStateAction<Values>>;
  message: string | null;
  /** The first field the message points at. */
  invalidField: keyof Values | null;
  isInvalid: (field: keyof Values) => boolean;
  /** Shows a message that did not come from `validate` (the server's answer). */
  fail: (message: string, field?: keyof Values | readonly (keyof Values)[]) => void;
  clearMessage: () => void;
  /** Runs `validate`; returns the body when the form may be sent, else shows the failure. */
  check: () => Body | null;
  /** Id of the message element, for aria-describedby on the invalid field. */
  messageId: string;
  /** Props that tie a field to the form message: aria-invalid and aria-describedby. */
  fieldProps: (field: keyof Values) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function useForm<Values, Body>(
  initial: Values | (() => Values),
  validate: (values: Values) => FormCheck<Values, Body>,
): FormState<Values, Body> {
  const [values, setValues] = useState<Values>(initial);
  const [failure, setFailure] = useState<{ message: string; fields: readonly (keyof Values)[] } | null>(null);
  const messageId = useId();

  const setField = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((marked) => marked !== field);
      return fields.length > 0 ? { ...current, fields } : null;
    });
  }, []);

  const fail = useCallback(
    (message: string, field?: keyof Values | readonly (keyof Values)[]) =>
      setFailure({
        message,
        fields: field === undefined ? [] : Array.isArray(field) ? field : [field as keyof Values],
      }),
    [],
  );
  const clearMessage = useCallback(() => setFailure(null), []);
  const invalidField = failure?.fields[0] ?? null;
  const isInvalid = (field: keyof Values) => failure?.fields.includes(field) ?? false;

  const check = (): Body | null => {
    const result = validate(values);
    if (result.ok) {
      clearMessage();
      return result.body;
    }
    fail(result.message, result.field);
    return null;
  };

  const fieldProps = (field: keyof Values) =>
    isInvalid(field) ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};

  return {
    values,
    setField,
    setValues,
    message: failure?.message ?? null,
    invalidField,
    isInvalid,
    fail,
    clearMessage,
    check,
    messageId,
    fieldProps,
  };
}

/**
 * A check from a shared zod schema: the first issue's message, pointed at the form field its path
 * names (`fields` maps the API's snake_case names to the form's own).
 */
export function fromSchema<Values, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => unknown,
  fields: Partial<Record<string, keyof Values>> = {},
): (values: Values) => FormCheck<Values, z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { ok: true, body: parsed.data };
    const issue = parsed.error.issues[0];
    const path = issue?.path[0];
    return {
      ok: false,
      message: issue?.message ?? 'Please check the form',
      field: typeof path === 'string' ? (fields[path] ?? (path as keyof Values)) : undefined,
    };
  };
}
