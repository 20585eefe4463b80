import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStepResult, RequestCheckout } from '../../../../shared/tips';
import { PaymentStep } from './payment-step';

const checkout: RequestCheckout = {
  id: 'chk_1',
  status: 'awaiting_payment',
  amount: 600,
  tip_amount: 100,
  price_amount: 500,
  price_note: "£5.00 held — you pay only if it's played",
  premium: true,
  provider: 'local',
  client_secret: 'secret_1',
  payment_id: 'pay_1',
  publishable_key: null,
};

const completed: PaymentStepResult = {
  status: 'succeeded',
  error: null,
  checkout: { id: 'chk_1', status: 'completed', amount: 600, song_title: 'Wonderwall', message: null, request_id: 42 },
};

/** The server's answers by path, in order; every call is recorded. */
let answers: Record<string, Array<() => Response>>;
let calls: Array<{ path: string; body: unknown }>;

beforeEach(() => {
  answers = {};
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path]?.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderStep() {
  const onPaid = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentStep
        checkout={checkout}
        songTitle={`${'Champagne Supernova'.repeat(5)} 🍾`}
        onPaid={onPaid}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Pay £6.00 for your request' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(name) });
  const pay = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pay £6.00 and send' }));
  const fill = (number: string) => {
    fireEvent.change(field('Card number'), { target: { value: number } });
    fireEvent.change(field('Expiry'), { target: { value: '12/30' } });
    fireEvent.change(field('Security code'), { target: { value: '123' } });
  };
  return { dialog, field, pay, fill, onPaid, onCancel };
}

const confirmPath = '/api/payments/local/pay_1/confirm';
const authenticatePath = '/api/payments/local/pay_1/authenticate';

describe('PaymentStep (local TEST MODE card form)', () => {
  it('shows the request price and the tip apart, with the total', () => {
    const { dialog } = renderStep();
    const breakdown = within(dialog).getByLabelText('What you pay');
    expect(breakdown.textContent).toBe('Premium request£5.00Tip£1.00Total£6.00');
    // The price is held, not taken: the fan pays it only if the song is played.
    expect(within(dialog).getByText("£5.00 held — you pay only if it's played")).toBeTruthy();
  });

  it('checks the card before sending anything, and marks the field', () => {
    const { field, pay, dialog } = renderStep();
    pay();
    expect(within(dialog).getByText('Enter a card number')).toBeTruthy();
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.path === confirmPath)).toEqual([]);
  });

  it('keeps the card and says why after a decline, then pays through the second step', async () => {
    const { fill, pay, dialog, field, onPaid } = renderStep();
    answers[confirmPath] = [
      () => Response.json({ status: 'requires_payment_method', error: 'Your card was declined.', checkout: null }),
      () => Response.json({ status: 'requires_action', error: null, checkout: null }),
    ];
    answers[authenticatePath] = [() => Response.json(completed)];

    fill('4000 0000 0000 0002');
    pay();
    await waitFor(() => expect(within(dialog).getByText('Your card was declined.')).toBeTruthy());
    expect((field('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect(onPaid).not.toHaveBeenCalled();

    fill('4000 0025 0000 3155');
    pay();
    const approve = await within(dialog).findByRole('button', { name: 'Approve test payment' });
    fireEvent.click(approve);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === authenticatePath)?.body).toEqual({
      client_secret: 'secret_1',
      approve: true,
    });
  });

  it('says the connection failed and keeps the form when the server cannot be reached', async () => {
    const { fill, pay, dialog, field, onPaid } = renderStep();
    fill('4242 4242 4242 4242');
    pay();
    await waitFor(() => expect(within(dialog).getByText(/Unable to connect to the server/)).toBeTruthy());
    expect((field('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(within(dialog).getByRole('button', { name: 'Pay £6.00 and send' })).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
