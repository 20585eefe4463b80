import { Landmark } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { webMessages } from '../../../../shared/web-messages';
import { payoutMessages, testBanks, type PayoutAccountView } from '../../../../shared/earnings/payouts';
import { useRefreshPayoutAccount, useSaveTestBank, useStartOnboarding } from '../api/payout-account';
import { useStepUpGate } from '../../settings/components/step-up-dialog';

/** Stripe's requirement codes in words a musician knows. */
const requirementWords: Record<string, string> = {
  external_account: 'your bank account',
  business_type: 'whether you are paid as an individual or a business',
  'tos_acceptance.date': 'accepting Stripe’s terms',
  'individual.first_name': 'your first name',
  'individual.last_name': 'your last name',
  'individual.dob.day': 'your date of birth',
  'individual.address.line1': 'your address',
};

const errorText = (failure: unknown) =>
  failure instanceof NetworkError
    ? webMessages.networkError
    : failure instanceof ApiError && failure.serverMessage
      ? failure.serverMessage
      : 'Could not save your payout details';

/**
 * Where withdrawals are paid. PAYMENTS=stripe: Stripe's own onboarding (Connect
 * Express), which this page only links to, and what Stripe still needs. PAYMENTS=local: the TEST
 * MODE bank form, with the test banks it takes.
 */
export function PayoutDetails({ account, onSaved }: { account: PayoutAccountView; onSaved?: () => void }) {
  if (account.provider === 'stripe') return <StripePayouts account={account} />;
  return (
    <div className="grid gap-3">
      {account.payouts_enabled ? null : <p className="text-ink-muted">{payoutMessages.notEnabled}.</p>}
      <TestBankForm onSaved={onSaved} />
    </div>
  );
}

function StripePayouts({ account }: { account: PayoutAccountView }) {
  const start = useStartOnboarding();
  const stepUp = useStepUpGate();
  const begin = () => start.mutate(undefined, { onError: (caught) => stepUp.whenRequired(caught, begin) });
  const refresh = useRefreshPayoutAccount();
  const refreshed = useRef(false);
  // Back from Stripe's onboarding (?payouts=return or refresh): ask Stripe again, once.
  useEffect(() => {
    if (refreshed.current || !/[?&]payouts=/.test(window.location.search)) return;
    refreshed.current = true;
    refresh.mutate();
  }, [refresh]);
  const due = account.requirements_due.map((code) => requirementWords[code] ?? code.replaceAll('_', ' '));
  return (
    <div className="grid gap-3">
      <p className="text-ink-muted">
        {account.connected ? payoutMessages.notEnabledStripe : payoutMessages.notEnabled}. Stripe pays your withdrawals
        to your bank and keeps your details safe.
      </p>
      {due.length > 0 && account.connected ? (
        <div>
          <p className="font-semibold text-ink">Stripe still needs:</p>
          <ul className="ml-5 list-disc text-ink-muted">
            {due.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert message={start.isError && !stepUp.isStepUpError(start.error) ? errorText(start.error) : null} />
      {stepUp.dialog}
      <div>
        <Button onClick={begin} isLoading={start.isPending} loadingText="Opening Stripe…">
          {account.connected ? 'Finish payout setup' : 'Set up payouts with Stripe'}
        </Button>
      </div>
    </div>
  );
}

function TestBankForm({ onSaved }: { onSaved?: (() => void) | undefined }) {
  const save = useSaveTestBank();
  const stepUp = useStepUpGate();
  const [holder, setHolder] = useState('');
  const [sortCode, setSortCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const errorId = useId();
  const error = save.isError && !stepUp.isStepUpError(save.error) ? errorText(save.error) : null;

  const submit = () => {
    const body = { account_holder: holder, sort_code: sortCode, account_number: accountNumber };
    // Where the money goes: the server asks for a fresh second factor (or password) first.
    save.mutate(body, { onSuccess: () => onSaved?.(), onError: (caught) => stepUp.whenRequired(caught, submit) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    // The dialog sits outside the form: its own form's submit would otherwise bubble into this one.
    <>
      {stepUp.dialog}
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-describedby={error ? errorId : undefined}>
        <p className="rounded-control border border-dashed border-line-strong p-3 text-sm text-ink-muted">
          <strong className="text-ink">TEST MODE.</strong> No money moves. Use a test bank below: the first is paid, the
          others fail so you can see a payout come back.
        </p>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Test bank accounts</caption>
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className="py-1 pr-3 font-medium">
                Sort code
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Account number
              </th>
              <th scope="col" className="py-1 font-medium">
                What happens
              </th>
            </tr>
          </thead>
          <tbody>
            {testBanks.map((bank) => (
              <tr key={bank.accountNumber} className="border-t border-line">
                <td className="whitespace-nowrap py-1 pr-3 tabular-nums text-ink">{bank.sortCode}</td>
                <td className="whitespace-nowrap py-1 pr-3 tabular-nums text-ink">{bank.accountNumber}</td>
                <td className="py-1 text-ink-muted">{bank.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <TextField
          label="Account holder"
          name="account_holder"
          autoComplete="name"
          maxLength={100}
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Sort code"
            name="sort_code"
            inputMode="numeric"
            maxLength={8}
            value={sortCode}
            onChange={(event) => setSortCode(event.target.value)}
          />
          <TextField
            label="Account number"
            name="account_number"
            inputMode="numeric"
            maxLength={10}
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value)}
          />
        </div>
        <FormAlert id={errorId} message={error} />
        <div>
          <Button
            type="submit"
            isLoading={save.isPending}
            loadingText="Saving…"
            icon={<Landmark aria-hidden="true" className="size-4" />}
          >
            Save payout details
          </Button>
        </div>
      </form>
    </>
  );
}
