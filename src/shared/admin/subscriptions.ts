import { z } from 'zod';
import { subscriptionStatuses } from '../subscriptions';

/** Subscriptions searched by musician name or e-mail, filtered by status, in pages. */
export const SUBSCRIPTIONS_PAGE_SIZE = 25;
export const subscriptionsQuery = z.object({
  search: z.string().trim().max(100).default(''),
  status: z.enum(subscriptionStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SubscriptionsQuery = z.infer<typeof subscriptionsQuery>;

export const adminSubscription = z.object({
  id: z.number(),
  musician_id: z.number(),
  stage_name: z.string(),
  email: z.string(),
  subscription_status: z.enum(subscriptionStatuses),
  cancel_at_period_end: z.boolean(),
  trial_ends_at: z.string().nullable(),
  subscription_amount: z.number().int(),
  subscription_interval: z.enum(['month', 'year']).nullable(),
  subscription_created_at: z.string(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  total_paid: z.number().int(),
  stripe_subscription_id: z.string().nullable(),
  is_cancelled: z.boolean(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

export const extendTrialBody = z.strictObject({
  musician_id: z.number().int().positive().max(2_147_483_647),
  days: z.number().int().min(1, 'Enter a number of days above zero').max(365),
});

/** GET /api/admin/subscriptions/{id}/details: the provider's own record, shaped like Stripe's. */
export const providerSubscriptionDetails = z.object({
  status: z.string(),
  current_period_start: z.number().nullable(),
  current_period_end: z.number().nullable(),
  items: z.array(z.object({ price: z.object({ unit_amount: z.number().int() }) })),
  next_payment_attempt: z.number().nullable(),
  created: z.number(),
});
