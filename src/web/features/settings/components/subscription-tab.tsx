import { InvoicesSection } from '../../invoices/components/invoices-section';
import { SubscriptionPanel } from '../../subscriptions/components/subscription-panel';
import { SettingsSection } from './settings-section';

/** Spec 2 "Settings page", Subscription: status, cancel, reactivate, upgrade, card and payments. */
export function SubscriptionTab() {
  return (
    <SettingsSection title="Subscription" description="Your Stagecall Premium plan, card and payments.">
      <SubscriptionPanel />
      <InvoicesSection />
    </SettingsSection>
  );
}
