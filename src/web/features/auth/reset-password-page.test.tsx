import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetMessages as m } from '../../../shared/auth/password-reset';
import { ResetPasswordPage } from './reset-password-page';

/** What the server answers to the reset (one answer per send). */
let answer: () => Response;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => vi.unstubAllGlobals());

function submitNewPassword() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/reset-password?token=a-token-from-the-mail']}>
        <ResetPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const password = `Correct${'horse'.repeat(12)}🐎🔋`;
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset page reads the server’s code, not its words', () => {
  it('a reset_link_invalid refusal is the dead-link page, whatever its wording', async () => {
    answer = () =>
      Response.json({ error: 'Reworded: that link is spent 🔗', code: 'reset_link_invalid' }, { status: 400 });
    submitNewPassword();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe(m.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('another 400, even in the dead link’s words, keeps the form with the server’s message', async () => {
    answer = () => Response.json({ error: m.tokenInvalid, code: 'validation_failed', details: [] }, { status: 400 });
    submitNewPassword();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(m.tokenInvalid));
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeTruthy();
  });
});
