import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fromSchema, useForm } from './use-form';

const signUp = z.object({
  email: z.string().trim().min(1, 'Email and password are required'),
  password: z.string().min(8, 'Password must be at least 8 characters'),
});

interface Values {
  email: string;
  password: string;
}

/** The smallest form a screen builds from the hook: two fields, the one message, a submit. */
function SignUpForm({ onSend, serverSays }: { onSend: (body: z.output<typeof signUp>) => void; serverSays?: string }) {
  const form = useForm<Values, z.output<typeof signUp>>({ email: '', password: '' }, (values) => {
    if (!values.email && !values.password) {
      return { ok: false, message: 'Email and password are required', field: ['email', 'password'] };
    }
    return fromSchema(signUp, (v: Values) => v)(values);
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.check();
        if (body) onSend(body);
        else if (serverSays) form.fail(serverSays, 'email');
      }}
    >
      <label>
        Email
        <input
          value={form.values.email}
          onChange={(e) => form.setField('email', e.target.value)}
          {...form.fieldProps('email')}
        />
      </label>
      <label>
        Password
        <input
          value={form.values.password}
          onChange={(e) => form.setField('password', e.target.value)}
          {...form.fieldProps('password')}
        />
      </label>
      {form.message ? (
        <p role="alert" id={form.messageId}>
          {form.message}
        </p>
      ) : null}
      <button type="submit">Sign up</button>
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByRole('textbox', { name: 'Password' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('useForm with fromSchema', () => {
  it('marks every field a message points at, ties them to it, and lets go of each as it is typed in', () => {
    const onSend = vi.fn();
    render(<SignUpForm onSend={onSend} />);
    submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Email and password are required');
    for (const field of [email(), password()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    }
    // One of the two fixed: it is no longer marked, the other still is, and the message stays.
    fireEvent.change(email(), { target: { value: `${'long'.repeat(40)}🎸@example.com` } });
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Email and password are required');
    // The last marked field typed in: the message goes.
    fireEvent.change(password(), { target: { value: 'x' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("takes the shared schema's first issue and points at the field its path names", () => {
    const onSend = vi.fn();
    render(<SignUpForm onSend={onSend} />);
    fireEvent.change(email(), { target: { value: 'fan@example.com' } });
    fireEvent.change(password(), { target: { value: 'short' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(password(), { target: { value: 'long enough 🔐' } });
    submit();
    // The body is the schema's output (trimmed), and a sent form shows no message.
    expect(onSend).toHaveBeenCalledWith({ email: 'fan@example.com', password: 'long enough 🔐' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's words on the field it names", () => {
    const onSend = vi.fn();
    render(<SignUpForm onSend={onSend} serverSays="An account with this email already exists" />);
    submit();
    // The form's own check fails first; the server's message replaces it here, on the e-mail.
    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBeNull();
  });
});
