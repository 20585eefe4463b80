import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { AppError, badRequest, tooManyRequests } from '../../http/errors';
import { MAX_PHOTO_BYTES } from '../../../shared/constants';
import { ownProfile, PHOTO_UPLOAD_FIELD, profileMessages, updateProfileBody } from '../../../shared/musicians';
import { COOKIE_NAMES } from '../auth/public';
import { hashToken } from '../auth/public';
import { replaceProfilePhoto } from './profile-photo';
import { getOwnProfile, updateOwnProfile } from './profile-service';
import { requireAct } from '../acts/require-act';
import { cookieOf } from '../../http/cookies';

/**
 * Photo uploads cost real work (decoding, three encodings), so each account gets a few per ten
 * minutes: plenty to try several pictures, too few to keep the server busy. Keyed by the session
 * (hashed, as stored), or by address for callers without one, who are refused anyway.
 */
const PHOTO_UPLOAD_LIMIT = { max: 10, timeWindow: 10 * 60_000 };
const photoUploadKey = (request: FastifyRequest) => {
  const token = cookieOf(request, COOKIE_NAMES.user);
  return token ? `photo:${hashToken(token)}` : `photo-ip:${request.ip}`;
};

/** Spec 1 §7 and spec 2 §7: the signed-in musician's own profile. */
export const musiciansProfileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Profile', access: 'musician' });
    // Only this plugin's routes parse multipart; everywhere else such a body stays a 415.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
    });

    app.get(
      '/api/musicians/profile',
      {
        schema: {
          summary: 'The musician’s own profile, settings and what it still lacks',
          response: { 200: ownProfile },
        },
      },
      async (request, reply) => getOwnProfile(await requireAct(ctx, request, reply, 'queue')),
    );

    app.put(
      '/api/musicians/profile',
      {
        config: { codes: { 400: ['not_an_image'] } },
        schema: {
          summary: 'Update the profile (fields left out stay as they are)',
          body: updateProfileBody,
          response: { 200: ownProfile },
        },
      },
      async (request, reply) => {
        const musician = await requireAct(ctx, request, reply, 'show');
        return updateOwnProfile(ctx, musician, request.body);
      },
    );

    // multipart/form-data with the image in the `photo` field, at most 5 MB.
    app.post(
      '/api/musicians/profile/photo',
      {
        schema: {
          summary: 'Replace the profile photo (multipart, field `photo`, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: ownProfile },
        },
        config: {
          codes: { 400: ['not_an_image', 'image_too_large'] },
          errors: [413, 415, 503],
          rateLimit: {
            ...PHOTO_UPLOAD_LIMIT,
            keyGenerator: photoUploadKey,
            errorResponseBuilder: () => tooManyRequests(profileMessages.tooManyPhotoUploads),
          },
        },
      },
      async (request, reply) => {
        const musician = await requireAct(ctx, request, reply, 'show');
        if (!request.isMultipart()) throw new AppError(415, profileMessages.photoNotMultipart);
        const part = await request.file();
        if (!part || part.fieldname !== PHOTO_UPLOAD_FIELD || !part.mimetype.startsWith('image/')) {
          throw badRequest(profileMessages.notAnImage, 'not_an_image');
        }
        let image: Buffer;
        try {
          image = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw badRequest(profileMessages.imageTooLarge, 'image_too_large');
          throw error;
        }
        if (image.length === 0) throw badRequest(profileMessages.notAnImage, 'not_an_image');
        return replaceProfilePhoto(ctx, musician, image);
      },
    );
  };
