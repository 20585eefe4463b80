import { useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { adminSettingsBody, type AdminSettings } from '../../../../shared/admin/settings';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { useAdminAction, useSettings } from '../api/admin-api';
import { Loaded, Panel, useConfirm } from './admin-ui';

type NumberField =
  | 'platform_fee_percentage'
  | 'subscription_price_monthly'
  | 'minimum_withdrawal_amount'
  | 'maximum_withdrawal_amount'
  | 'trial_period_days'
  | 'featured_musicians_limit'
  | 'analytics_retention_days';
type Values = Omit<AdminSettings, NumberField> & Record<NumberField, string>;

const numberFields: { name: NumberField; label: string; hint: string; step?: string }[] = [
  { name: 'platform_fee_percentage', label: 'Platform fee (%)', hint: '0 to 50, in steps of 0.1', step: '0.1' },
  { name: 'subscription_price_monthly', label: 'Monthly price (pence)', hint: 'At least 0' },
  { name: 'minimum_withdrawal_amount', label: 'Minimum withdrawal (pence)', hint: 'At least 100' },
  { name: 'maximum_withdrawal_amount', label: 'Maximum withdrawal (pence)', hint: 'At least 1000' },
  { name: 'trial_period_days', label: 'Trial length (days)', hint: '0 to 365' },
  { name: 'featured_musicians_limit', label: 'Featured musicians', hint: '1 to 50' },
  { name: 'analytics_retention_days', label: 'Analytics retention (days)', hint: '30 to 3650' },
];

const switches: { name: keyof AdminSettings; label: string; description: string }[] = [
  {
    name: 'auto_approve_withdrawals',
    label: 'Auto-approve withdrawals',
    description: 'Pay out without an admin decision',
  },
  { name: 'user_registration_enabled', label: 'User registration', description: 'New accounts may sign up' },
  { name: 'musician_signup_enabled', label: 'Musician sign-up', description: 'New musicians may sign up' },
  { name: 'public_sessions_enabled', label: 'Public sessions', description: 'Live shows are listed publicly' },
  { name: 'email_notifications_enabled', label: 'E-mail notifications', description: 'Send notification e-mails' },
];

const toValues = (s: AdminSettings): Values =>
  ({ ...s, ...Object.fromEntries(numberFields.map(({ name }) => [name, String(s[name])])) }) as unknown as Values;

const toBody = (v: Values) => ({
  ...v,
  ...Object.fromEntries(numberFields.map(({ name }) => [name, v[name].trim() === '' ? Number.NaN : Number(v[name])])),
});

/** Spec 2 'Settings': every field with its bounds, the unsaved flag, maintenance mode, the danger zone. */
export function SettingsTab() {
  const settings = useSettings();
  return (
    <Loaded query={settings} empty="" isEmpty={() => false}>
      {(data) => <SettingsForm key={JSON.stringify(data)} settings={data} />}
    </Loaded>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const toast = useToast();
  const [dialog, ask] = useConfirm();
  const initial = toValues(settings);
  const form = useForm<Values, AdminSettings>(initial, fromSchema(adminSettingsBody, toBody));
  const save = useAdminAction((body: AdminSettings) => api.PUT('/api/admin/settings', { body }));
  const maintenance = useAdminAction((enabled: boolean) =>
    api.POST('/api/admin/maintenance-mode', { body: { enabled } }),
  );
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  const isChanged = JSON.stringify(form.values) !== JSON.stringify(initial);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isChanged || save.isPending) return;
    const body = form.check();
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => toast.show('Settings saved', { tone: 'success' }),
      onError: (error) => form.fail(errorMessage(error, m.saveSettingsFailed, m.saveSettingsError)),
    });
  };

  return (
    <div className="grid gap-6">
      <Panel title="Maintenance mode">
        <p className="mb-3 text-sm text-ink-muted">
          While on, musicians and fans see a maintenance page and the API answers 503. Administrators keep working.
        </p>
        <ToggleSwitch
          label="Maintenance mode"
          description={settings.maintenance_mode ? 'On: the platform is closed' : 'Off: the platform is open'}
          isOn={settings.maintenance_mode}
          onChange={(isOn) =>
            ask({
              title: isOn ? 'Turn maintenance mode on?' : 'Turn maintenance mode off?',
              message: isOn
                ? 'Every musician and fan sees the maintenance page until you turn it off.'
                : 'The platform opens again for everyone.',
              confirmLabel: isOn ? 'Turn on' : 'Turn off',
              failure: m.maintenanceFailed,
              run: () => maintenance.mutateAsync(isOn),
            })
          }
        />
      </Panel>
      <Panel title="Platform settings">
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <div className="grid gap-4 sm:grid-cols-2">
            {numberFields.map(({ name, label, hint, step }) => (
              <TextField
                key={name}
                label={label}
                hint={hint}
                type="number"
                inputMode="decimal"
                step={step ?? '1'}
                value={form.values[name]}
                onChange={(event) => form.setField(name, event.target.value)}
                {...form.fieldProps(name)}
              />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Business name"
              hint="Printed on musicians' invoices and credit notes"
              maxLength={120}
              value={form.values.business_name ?? ''}
              onChange={(event) => form.setField('business_name', event.target.value)}
              {...form.fieldProps('business_name')}
            />
            <TextField
              label="Business address"
              hint="Printed under the name, on one line"
              maxLength={300}
              value={form.values.business_address ?? ''}
              onChange={(event) => form.setField('business_address', event.target.value)}
              {...form.fieldProps('business_address')}
            />
          </div>
          <div className="grid gap-3">
            {switches.map(({ name, label, description }) => (
              <ToggleSwitch
                key={name}
                label={label}
                description={description}
                isOn={Boolean(form.values[name])}
                onChange={(isOn) => form.setField(name, isOn as never)}
              />
            ))}
          </div>
          <FormAlert id={form.messageId} message={form.message} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              disabled={!isChanged || save.isPending}
              isLoading={save.isPending}
              loadingText="Saving…"
            >
              Save Settings
            </Button>
            {isChanged ? (
              <span role="status" className="text-sm font-semibold text-accent-ink">
                You have unsaved changes
              </span>
            ) : null}
          </div>
        </form>
      </Panel>
      <Panel title="Danger zone">
        <p className="mb-3 text-sm text-ink-muted">These tools are not available yet.</p>
        <div className="flex flex-wrap gap-2">
          {['Reset Analytics', 'Clear Cache'].map((label) => (
            <Button
              key={label}
              variant="danger"
              onClick={() =>
                ask({
                  title: `${label}?`,
                  message: `${label} is a placeholder for now: confirming does nothing yet.`,
                  confirmLabel: label,
                  failure: `${label} failed`,
                  run: async () => setPlaceholder(`${label} is not available yet: nothing was changed.`),
                })
              }
            >
              {label}
            </Button>
          ))}
        </div>
        {placeholder ? (
          <p role="status" className="mt-3 text-sm text-ink-muted">
            {placeholder}
          </p>
        ) : null}
      </Panel>
      {dialog}
    </div>
  );
}
