import { ArrowDownToLine, Eye, EyeOff, FileText, Tags, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { TryAgainButton } from '../../../components/load-failed';
import { RefreshButton } from '../../../components/refresh-button';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatPence } from '../../../lib/format';
import { earningsMessages } from '../../../../shared/earnings';
import { useEarnings, type Earnings } from '../api/get-earnings';
import { useMayInAct } from '../../acts/api/my-acts';

const PricingModal = lazy(() => import('./pricing-modal').then((m) => ({ default: m.PricingModal })));

const tiles: Array<{ key: keyof Earnings; label: string }> = [
  { key: 'available_for_withdrawal', label: 'Available' },
  { key: 'total_tips_earned', label: 'Total Tips' },
  { key: 'total_withdrawn', label: 'Withdrawn' },
  { key: 'pending_withdrawals', label: 'Pending' },
];

/** Spec 1 'Musician dashboard': the tips/earnings card. Self-contained: it loads its own balances. */
export function EarningsCard() {
  const earnings = useEarnings();
  const [isHidden, setIsHidden] = useState(false);
  const [isPricingOpen, setIsPricingOpen] = useState(false);
  const mayPrice = useMayInAct('act.admin');

  const goToWithdrawal = () => {
    const card = document.getElementById('tip-withdrawal');
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.querySelector<HTMLElement>('button, input')?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="earnings-title" className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="earnings-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <Wallet aria-hidden="true" className="size-5 text-accent-ink" />
          Tips &amp; Earnings
        </h2>
        <div className="flex items-center gap-1">
          <ButtonLink
            to="/statements"
            variant="ghost"
            size="compact"
            className="px-3"
            title="Statements"
            icon={<FileText aria-hidden="true" className="size-5" />}
          >
            {/* A phone keeps the title on one line with the icon alone: going live stays on the first screen. */}
            <span className="sr-only sm:not-sr-only">Statements</span>
          </ButtonLink>
          <Button
            variant="ghost"
            aria-pressed={isHidden}
            aria-label={isHidden ? 'Show amounts' : 'Hide amounts'}
            title={isHidden ? 'Show amounts' : 'Hide amounts'}
            onClick={() => setIsHidden((hidden) => !hidden)}
            icon={
              isHidden ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )
            }
          />
        </div>
      </div>

      {earnings.isPending ? (
        <SkeletonGroup label="Loading your earnings…" className="mt-4 grid grid-cols-2 gap-3">
          {tiles.map((tile) => (
            <Skeleton key={tile.key} className="h-20 w-full" />
          ))}
        </SkeletonGroup>
      ) : earnings.isError ? (
        <div className="mt-4 text-ink-muted">
          <p role="alert">{earningsMessages.loadFailed}</p>
          <TryAgainButton query={earnings} className="mt-3" loadingText="Loading…" />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {tiles.map((tile) => (
              <div key={tile.key} className="min-w-0 rounded-control bg-surface-raised p-3">
                <dt className="text-sm text-ink-muted">{tile.label}</dt>
                <dd className="mt-1 truncate text-xl font-bold tabular-nums text-ink sm:text-2xl">
                  {isHidden ? <span aria-label="hidden">***</span> : formatPence(earnings.data[tile.key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-ink-muted">Tips net of the platform fee and of refunds.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={goToWithdrawal} icon={<ArrowDownToLine aria-hidden="true" className="size-4" />}>
              Withdraw Tips
            </Button>
            <RefreshButton onRefresh={() => void earnings.refetch()} isRefreshing={earnings.isFetching}>
              Refresh Balance
            </RefreshButton>
            {/* Pricing is the act's, set by its leaders (decision 035): a member is not offered it. */}
            {mayPrice ? (
              <Button
                variant="secondary"
                onClick={() => setIsPricingOpen(true)}
                icon={<Tags aria-hidden="true" className="size-4" />}
              >
                Pricing Settings
              </Button>
            ) : null}
          </div>
        </>
      )}
      {isPricingOpen ? (
        <Suspense fallback={null}>
          <PricingModal onClose={() => setIsPricingOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
