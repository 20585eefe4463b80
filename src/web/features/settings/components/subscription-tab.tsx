import { CreditCard } from 'lucide-react';
import { formatPence } from '../../../lib/format';
import { SUBSCRIPTION_MONTHLY_PENCE, TRIAL_DAYS } from '../../../../shared/constants';
import { SettingsSection } from './settings-section';

/**
 * Spec 2 "Settings page", Subscription. Subscription status, cancel and reactivate arrive with card
 * payments (a later issue); until then this tab says so plainly instead of showing a made-up status.
 */
export function SubscriptionTab() {
  return (
    <SettingsSection
      title="Subscription"
      description={`Stagecall Premium costs ${formatPence(SUBSCRIPTION_MONTHLY_PENCE)} per month after a ${TRIAL_DAYS}-day free trial.`}
    >
      <div className="flex items-start gap-3 rounded-control bg-surface-raised p-4">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
        <p className="text-pretty text-sm text-ink">
          Subscription management arrives with card payments. Once it does, you will see your plan and next billing date
          here, and be able to subscribe, cancel or reactivate. There is nothing for you to do yet.
        </p>
      </div>
    </SettingsSection>
  );
}
