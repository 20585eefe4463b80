import { z } from 'zod';

/** Spec 2 §3 'Settings' with the bounds of §5, enforced here for the server and the form alike. */
export const adminSettingsBody = z
  .strictObject({
    maintenance_mode: z.boolean(),
    platform_fee_percentage: z
      .number()
      .min(0, 'The platform fee must be between 0 and 50%')
      .max(50, 'The platform fee must be between 0 and 50%')
      .refine(
        (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        'The platform fee goes in steps of 0.1%',
      ),
    subscription_price_monthly: z
      .number()
      .int('Prices are in whole pence')
      .min(0, 'The monthly price cannot be negative')
      .max(1_000_000),
    minimum_withdrawal_amount: z
      .number()
      .int('Amounts are in whole pence')
      .min(100, 'The minimum withdrawal must be at least 100 pence')
      .max(10_000_000),
    maximum_withdrawal_amount: z
      .number()
      .int('Amounts are in whole pence')
      .min(1000, 'The maximum withdrawal must be at least 1000 pence')
      .max(100_000_000),
    auto_approve_withdrawals: z.boolean(),
    trial_period_days: z
      .number()
      .int()
      .min(0, 'The trial must be 0 to 365 days')
      .max(365, 'The trial must be 0 to 365 days'),
    featured_musicians_limit: z
      .number()
      .int()
      .min(1, 'Featured musicians must be 1 to 50')
      .max(50, 'Featured musicians must be 1 to 50'),
    user_registration_enabled: z.boolean(),
    musician_signup_enabled: z.boolean(),
    public_sessions_enabled: z.boolean(),
    analytics_retention_days: z
      .number()
      .int()
      .min(30, 'Analytics retention must be 30 to 3650 days')
      .max(3650, 'Analytics retention must be 30 to 3650 days'),
    email_notifications_enabled: z.boolean(),
    /** Printed on invoices and credit notes (decision 049); left out, they stay as they are. */
    business_name: z
      .string()
      .trim()
      .min(1, 'The business name is printed on invoices: it cannot be empty')
      .max(120, 'The business name must be at most 120 characters')
      .optional(),
    business_address: z.string().trim().max(300, 'The business address must be at most 300 characters').optional(),
  })
  .refine((s) => s.maximum_withdrawal_amount >= s.minimum_withdrawal_amount, {
    message: 'The maximum withdrawal must be at least the minimum',
    path: ['maximum_withdrawal_amount'],
  });
export type AdminSettings = z.infer<typeof adminSettingsBody>;

export const maintenanceBody = z.strictObject({ enabled: z.boolean() });
