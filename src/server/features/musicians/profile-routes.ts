import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { MAX_PHOTO_BYTES } from '../../../shared/constants';
import { updateProfileBody } from '../../../shared/musician-profile';
import { getOwnProfile, updateOwnProfile } from './profile-service';
import { requireMusicianProfile } from './require-profile';

/**
 * A 5 MB photo is about 6.7 MB as base64, more than the app-wide body limit: this route takes a
 * little over that, so an image just above 5 MB gets the spec's 'Image must be smaller than 5MB'.
 */
const PROFILE_BODY_LIMIT = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 1024 * 1024;

/** Spec 1 §7 and spec 2 §7: the signed-in musician's own profile. */
export const musiciansProfileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/musicians/profile', async (request, reply) =>
      getOwnProfile(await requireMusicianProfile(ctx, request, reply)),
    );

    app.put(
      '/api/musicians/profile',
      { bodyLimit: PROFILE_BODY_LIMIT, schema: { body: updateProfileBody } },
      async (request, reply) => {
        const musician = await requireMusicianProfile(ctx, request, reply);
        return updateOwnProfile(ctx, musician, request.body);
      },
    );
  };
