import type { ExpressionBuilder } from 'kysely';
import type { Database, MusicianProfilesTable, UsersTable } from '../../db/types';

/**
 * An act whose gigs fans may see: active, with a public profile that shows its gigs, and a stage
 * name (spec 1 §5). The public gig lists and the calendar feeds ask the same question here, so a
 * feed can never show what the lists hide. Needs the act as `p` and its owner as `u`.
 */
export function actShowsGigsToFans(
  eb: ExpressionBuilder<Database & { p: MusicianProfilesTable; u: UsersTable }, 'p' | 'u'>,
) {
  return eb.and([
    eb('u.is_active', '=', 1),
    eb('p.public_profile_enabled', '=', 1),
    eb('p.show_upcoming_gigs', '=', 1),
    eb('p.stage_name', '<>', ''),
  ]);
}
