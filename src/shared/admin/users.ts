import { z } from 'zod';
import { actRole, formerMember } from '../acts';
import { subscriptionStatuses } from '../subscriptions';
import { adminMessages } from './messages';
import { httpUrl, optionalText } from './fields';

// The Users tab: the list, Add User, and one user's page.

export const usersQuery = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const USERS_PAGE_SIZE = 25;

export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  user_type: z.enum(['musician', 'fan', 'admin']),
  stage_name: z.string().nullable(),
  created_at: z.string(),
  is_active: z.boolean(),
  subscription_status: z.enum(subscriptionStatuses).nullable(),
  trial_ends_at: z.string().nullable(),
  total_tips_earned: z.number().int(),
  total_requests_received: z.number().int(),
  /** The acts the person is a current member of, with their role (issue 44 point 7): a band member owns no profile. */
  acts: z.array(z.object({ id: z.number().int(), stage_name: z.string(), role: actRole })),
});
export type AdminUser = z.infer<typeof adminUser>;

const commaList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 30),
  )
  .pipe(z.array(z.string().max(60, 'Must be at most 60 characters')));

export const createUserBody = z
  .strictObject({
    email: z
      .string({ error: adminMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, adminMessages.emailInvalid)
      .email(adminMessages.emailInvalid),
    // Fans use Stagecall without an account (spec 1): a fan account has no page to land on, so
    // Add User does not make one.
    user_type: z
      .enum(['musician', 'fan', 'admin'], { message: 'User type is required' })
      .refine((type) => type !== 'fan', { message: adminMessages.fanAccountsNotOffered }),
    musician_profile: z
      .strictObject({
        stage_name: z.string().trim().max(80, 'Stage name must be at most 80 characters').default(''),
        bio: optionalText(2000),
        profile_photo_url: httpUrl(adminMessages.photoInvalid),
        instagram_handle: optionalText(60),
        website_url: httpUrl(adminMessages.websiteInvalid),
        music_styles: commaList,
        favorite_singers: commaList,
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.user_type === 'musician' && !body.musician_profile?.stage_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['musician_profile', 'stage_name'],
        message: adminMessages.stageNameRequired,
      });
    }
  });
export type CreateUserBody = z.input<typeof createUserBody>;

/** Not in the spec: the admin's page for one user, GET /api/admin/users/{id}/details. */
export const USER_DETAIL_LIMIT = 50;

export const adminUserDetail = z.object({
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    user_type: z.enum(['musician', 'fan', 'admin']),
    is_active: z.boolean(),
    created_at: z.string(),
    stage_name: z.string().nullable(),
    qr_code_id: z.string().nullable(),
    subscription_status: z.string().nullable(),
    /** Pence; may be below zero after a refund or a lost dispute. */
    available_balance: z.number().int(),
  }),
  /** The newest first, at most USER_DETAIL_LIMIT of each. */
  shows: z.array(
    z.object({
      id: z.number().int(),
      venue_name: z.string(),
      status: z.string(),
      started_at: z.string(),
      ended_at: z.string().nullable(),
    }),
  ),
  tips: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      fee_amount: z.number().int(),
      net_amount: z.number().int(),
      status: z.string(),
      provider: z.string(),
      fan_name: z.string().nullable(),
      /** Pence refunded of it so far; Refund tip offers the rest. */
      refunded: z.number().int(),
      created_at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      tip_id: z.number().int(),
      amount: z.number().int(),
      fee_amount: z.number().int(),
      net_amount: z.number().int(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.number().int(),
      amount_requested: z.number().int(),
      stage: z.string(),
      provider_transfer_id: z.string().nullable(),
      failure_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  subscription_payments: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      refunded_amount: z.number().int(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Whose money in the act each row moves (decision 035): the member's user id and name. */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      entry_type: z.string(),
      amount: z.number().int(),
      member_user_id: z.number().int(),
      member_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /**
   * The person's acts, current and former (decision 035): their role in each and, for each act,
   * its current members with their roles, shares and balances in it.
   */
  acts: z.array(
    z.object({
      id: z.number().int(),
      stage_name: z.string(),
      role: z.enum(['leader', 'member', 'crew']),
      joined_at: z.string(),
      left_at: z.string().nullable(),
      members: z.array(
        z.object({
          id: z.number().int(),
          user_id: z.number().int(),
          name: z.string().nullable(),
          role: z.enum(['leader', 'member', 'crew']),
          share_bps: z.number().int(),
          joined_at: z.string(),
          /** Pence: the member's own balance in the act (their ledger rows). */
          balance: z.number().int(),
        }),
      ),
      /** The act's former members, newest leaver first, each with the balance they keep in it. */
      former_members: z.array(formerMember),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
