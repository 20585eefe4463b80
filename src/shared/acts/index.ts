import { z } from 'zod';

/** Acts and their members (docs/decisions/035-acts-and-members.md). */
export const actMessages = {
  /** No current membership of any act: the same words a musician without a profile had. */
  noAct: 'Musician profile not found',
  roleNotAllowed: 'Your role in this act does not allow this',
  unknownRole: 'The role must be leader, member or crew',
  invalidEmail: 'Please enter a valid e-mail address',
  /** One message for unknown, used, expired, withdrawn and someone else's links: it says nothing about the act. */
  invitationNotValid: 'This invitation link is not valid. Ask the band for a new one.',
  invitationsLimited: 'Too many invitations from this act in the last hour. Try again later.',
  alreadyMember: 'That person is already in this act',
  needsLeader: 'An act needs a leader: make someone else a leader first',
  memberNotFound: 'Member not found',
  crewHoldNoShare: 'Crew hold no share: move this member’s share to others first',
  sharesMustTotal100: 'Shares must add up to 100 %, with every current member listed once and crew at 0 %',
} as const;

export const ACT_ROLES = ['leader', 'member', 'crew'] as const;
export const INVITATION_TTL_DAYS = 7;

/** A role as sent: checked by the service, so a role that does not exist is a 400 `unknown_role`. */
const roleText = z.string().trim().max(40);

export const inviteBody = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email(actMessages.invalidEmail))
    .transform((value) => value.toLowerCase()),
  role: roleText,
  share_bps: z.number().int().min(0).max(10_000).default(0),
});
export type InviteBody = z.output<typeof inviteBody>;

export const roleBody = z.strictObject({ role: roleText });

export const acceptInvitationBody = z.strictObject({ token: z.string().trim().min(1).max(200) });

export const actRole = z.enum(ACT_ROLES);

export const actInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: actRole,
  share_bps: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ActInvitation = z.infer<typeof actInvitation>;

/** A member as the act's leaders see them (crew and the public never see e-mail addresses). */
export const actMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  role: actRole,
  share_bps: z.number().int(),
  joined_at: z.string(),
});
export type ActMemberView = z.infer<typeof actMember>;

export const actMembersResponse = z.object({
  members: z.array(actMember),
  invitations: z.array(actInvitation),
});

export const joinedAct = z.object({
  act: z.object({ id: z.number().int(), stage_name: z.string() }),
  role: actRole,
});

/**
 * Saving the act's shares (leaders only): every current member's share in basis points, adding up
 * to exactly 10,000 (crew 0). Applies to tips from then on; refused whole with
 * `shares_must_total_100` otherwise (docs/decisions/035).
 */
export const sharesBody = z.strictObject({
  shares: z
    .array(z.strictObject({ member_id: z.number().int().positive(), share_bps: z.number().int().min(0).max(10_000) }))
    .min(1)
    .max(100),
});
export type SharesBody = z.output<typeof sharesBody>;

/** The acts a person is a current member of, and the one this device works in (the header's switcher). */
export const myActsResponse = z.object({
  acts: z.array(z.object({ id: z.number().int(), stage_name: z.string(), role: actRole })),
  current_act_id: z.number().int().nullable(),
});
export type MyActs = z.infer<typeof myActsResponse>;

/** Switching the act this device works in. */
export const currentActBody = z.strictObject({ act_id: z.number().int().positive() });

/**
 * The act this device works in, as every one of its members may see it (the Band page): names and
 * roles for all, shares for members and leaders, never an e-mail address (leaders read those from
 * the members route). `me` is the reader's own membership.
 */
export const actRosterResponse = z.object({
  act: z.object({ id: z.number().int(), stage_name: z.string() }),
  me: z.object({ member_id: z.number().int(), role: actRole }),
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      role: actRole,
      /** Null for crew readers: crew see no money. */
      share_bps: z.number().int().nullable(),
      /**
       * The share proposed in the invitation this member accepted, for leaders only, while no
       * shares have been saved since they joined (null otherwise): the shares editor starts from it.
       */
      proposed_share_bps: z.number().int().nullable(),
      joined_at: z.string(),
    }),
  ),
});
export type ActRoster = z.infer<typeof actRosterResponse>;

/**
 * An act's former members as its leaders (and the back office) see them: a leaver keeps their own
 * balance in the act (decision 035), in pence from their own ledger rows; `left_at` is when they
 * last left. No e-mail addresses.
 */
export const formerMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string().nullable(),
  role: actRole,
  joined_at: z.string(),
  left_at: z.string(),
  balance: z.number().int(),
});
export type FormerMember = z.infer<typeof formerMember>;

export const formerMembersResponse = z.object({ former_members: z.array(formerMember) });
export type FormerMembers = z.infer<typeof formerMembersResponse>;
