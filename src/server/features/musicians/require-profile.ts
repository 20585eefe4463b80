import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { MusicianProfile } from '../../db/types';
import { requireMusician, type Signedin } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { findProfileByUserId } from './profile-queries';

export interface SignedInMusician extends Signedin {
  profile: MusicianProfile;
}

/** The signed-in musician and their profile: what every musician-only route starts from. */
export async function requireMusicianProfile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInMusician> {
  const session = await requireMusician(ctx, request, reply);
  const profile = await findProfileByUserId(ctx.db, session.user.id);
  if (!profile) throw notFound('Musician profile not found');
  return { ...session, profile };
}
