import { ArrowDownToLine, CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { formatPence } from '../../../lib/format';
import { formatDayMonthYear } from '../../../lib/format-date';
import { earningsMessages, type Withdrawal } from '../../../../shared/earnings';
import { stageLabels, type WithdrawalStage } from '../../../../shared/earnings/payouts';
import { parsePoundsToPence } from '../../../../shared/money';
import { useEarnings } from '../api/get-earnings';
import { useWithdrawals } from '../api/get-withdrawals';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { usePayoutAccount } from '../api/payout-account';
import { PayoutDetails } from './payout-details';
import { webMessages } from '../../../../shared/web-messages';

/** Spec 1 §5 and §9: the form is offered above 500 pence; the success message lasts 3 s. */
const THRESHOLD_PENCE = 500;
const SUCCESS_MS = 3000;

/** Each stage of a withdrawal (requested → approved → sent → paid, or failed / rejected). */
const stageStyle: Record<WithdrawalStage, string> = {
  requested: 'bg-surface-raised text-ink',
  approved: 'bg-surface-raised text-ink',
  sent: 'bg-accent-soft text-accent-ink',
  paid: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
  rejected: 'bg-surface-raised text-ink-muted',
};

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const returned = withdrawal.stage === 'failed' || withdrawal.stage === 'rejected';
  return (
    <li className="grid gap-1 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="tabular-nums text-ink">{formatPence(withdrawal.amount_requested)}</span>
        <span className="text-sm text-ink-muted">{formatDayMonthYear(withdrawal.created_at)}</span>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${stageStyle[withdrawal.stage]}`}>
          {stageLabels[withdrawal.stage]}
        </span>
      </div>
      {withdrawal.failure_reason || returned ? (
        <p className="break-words text-sm text-ink-muted">
          {withdrawal.failure_reason ?? ''}
          {returned ? ' The amount is back in your balance.' : ''}
        </p>
      ) : null}
      {withdrawal.reference ? (
        <p className="break-all text-xs text-ink-muted">Reference {withdrawal.reference}</p>
      ) : null}
    </li>
  );
}

/** The same rules the server enforces, so most mistakes are caught before a round trip. */
function checkAmount(text: string, available: number): { pence: number } | { error: string } {
  const pence = parsePoundsToPence(text);
  if (pence === null || pence <= 0) return { error: earningsMessages.invalidAmount };
  if (pence > available) return { error: earningsMessages.insufficientFunds };
  if (pence < THRESHOLD_PENCE) return { error: earningsMessages.minimum(THRESHOLD_PENCE) };
  return { pence };
}

/** Spec 1 'Tips and withdrawal': the tip withdrawal card at the bottom of the dashboard. */
export function TipWithdrawalCard() {
  const earnings = useEarnings();
  const history = useWithdrawals();
  const withdraw = useRequestWithdrawal();
  const payoutAccount = usePayoutAccount();
  const [isChangingBank, setIsChangingBank] = useState(false);
  const payoutsEnabled = payoutAccount.data?.payouts_enabled === true;
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const errorId = useId();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const available = earnings.data?.available_for_withdrawal ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, available);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    withdraw.mutate(checked.pence, {
      onSuccess: ({ withdrawal }) => {
        setIsFormOpen(false);
        setAmount('');
        setSuccess(
          withdrawal.stage === 'paid'
            ? `${formatPence(withdrawal.amount_requested)} has been paid to your bank.`
            : withdrawal.status === 'approved'
              ? `${formatPence(withdrawal.amount_requested)} is on its way: payouts arrive within 1-3 business days.`
              : `Withdrawal of ${formatPence(withdrawal.amount_requested)} requested. We review it within 24 hours; payouts arrive within 1-3 business days.`,
        );
      },
      onError: (failure) => {
        if (failure instanceof NetworkError) setError(webMessages.networkError);
        else
          setError(
            failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : earningsMessages.failed,
          );
      },
    });
  };

  return (
    <section
      aria-labelledby="withdrawal-title"
      className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="withdrawal-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ArrowDownToLine aria-hidden="true" className="size-5 text-accent-ink" />
        Withdraw Tips
      </h2>

      {success ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-control bg-success-soft p-3 text-success">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span className="min-w-0 break-words">{success}</span>
        </p>
      ) : null}

      {earnings.isPending ? (
        <SkeletonGroup label="Loading your balance…" className="mt-4">
          <Skeleton className="h-12 w-full" />
        </SkeletonGroup>
      ) : earnings.isError ? (
        <p className="mt-4 text-ink-muted">{earningsMessages.loadFailed}</p>
      ) : available <= THRESHOLD_PENCE ? (
        <p className="mt-4 text-ink-muted">
          Minimum withdrawal amount is £5.00. Keep performing to reach the threshold!
        </p>
      ) : isFormOpen ? (
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-describedby={error ? errorId : undefined}>
          <p className="text-ink-muted">
            Available: <strong className="text-ink">{formatPence(available)}</strong>
          </p>
          <TextField
            label="Amount (£)"
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            autoFocus
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            isInvalid={Boolean(error)}
            errorMessageId={error ? errorId : undefined}
          />
          <FormAlert id={errorId} message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isLoading={withdraw.isPending} loadingText="Requesting…">
              Request Withdrawal
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setIsFormOpen(false);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4">
          <p className="text-ink-muted">
            You have <strong className="text-ink">{formatPence(available)}</strong> available to withdraw.
          </p>
          {payoutsEnabled ? (
            <Button className="mt-3" onClick={() => setIsFormOpen(true)}>
              Withdraw
            </Button>
          ) : null}
        </div>
      )}

      <div className="mt-6 border-t border-line pt-4">
        <h3 className="text-base font-semibold text-ink">Where your money goes</h3>
        {payoutAccount.isPending ? (
          <SkeletonGroup label="Loading your payout details…" className="mt-2">
            <Skeleton className="h-10 w-full" />
          </SkeletonGroup>
        ) : payoutAccount.isError ? (
          <p className="mt-2 text-ink-muted">Unable to load your payout details</p>
        ) : payoutsEnabled && !isChangingBank ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 break-words text-ink">
              {payoutAccount.data.bank_name ?? 'Your bank'}
              {payoutAccount.data.bank_last4 ? ` ••${payoutAccount.data.bank_last4}` : ''}
            </p>
            {payoutAccount.data.provider === 'local' ? (
              <Button size="compact" variant="secondary" onClick={() => setIsChangingBank(true)}>
                Change
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="mt-2">
            <PayoutDetails account={payoutAccount.data} onSaved={() => setIsChangingBank(false)} />
          </div>
        )}
      </div>

      {history.data && history.data.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-base font-semibold text-ink">Recent withdrawals</h3>
          <ul className="mt-2 divide-y divide-line">
            {history.data.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
