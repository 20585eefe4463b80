import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { idParam } from '../../../shared/admin/fields';
import {
  adminSong,
  hideSongBody,
  mergeSongBody,
  songBody,
  songsQuery,
  songStats as songStatsResponse,
} from '../../../shared/admin/songs';
import { adminOf } from './admin-request';
import { addSong, deleteSong, listSongs, mergeSongs, setSongHidden, songStats, updateSong } from './songs-service';

/** The Songs Database tab: the catalogue, its figures, and corrections to it. */
export const adminSongsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/songs',
      {
        schema: {
          summary: 'The song catalogue, searched',
          querystring: songsQuery,
          response: { 200: z.object({ songs: z.array(adminSong) }) },
        },
      },
      async (request) => ({
        songs: await listSongs(ctx, request.query.search),
      }),
    );
    app.get(
      '/api/admin/songs/stats',
      {
        schema: {
          summary: 'Catalogue totals and the most requested songs',
          response: { 200: z.object({ stats: songStatsResponse, top: z.array(adminSong) }) },
        },
      },
      async () => songStats(ctx),
    );
    app.post(
      '/api/admin/songs',
      {
        schema: {
          summary: 'Add a song to the catalogue',
          body: songBody,
          response: { 201: success.extend({ song: adminSong }) },
        },
        config: { codes: { 409: ['duplicate_song'] }, errors: [409] },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true, song: await addSong(ctx, adminOf(request), request.body) }),
    );
    app.put(
      '/api/admin/songs/:id',
      {
        schema: {
          summary: 'Correct a song’s title or artist',
          params: idParam,
          body: songBody,
          response: { 200: success.extend({ song: adminSong }) },
        },
        config: { codes: { 409: ['duplicate_song'] }, errors: [409] },
      },
      async (request) => ({
        success: true,
        song: await updateSong(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.put(
      '/api/admin/songs/:id/hidden',
      {
        schema: {
          summary: 'Hide a song from suggestions, or show it again',
          params: idParam,
          body: hideSongBody,
          response: { 200: success.extend({ song: adminSong }) },
        },
      },
      async (request) => ({
        success: true,
        song: await setSongHidden(ctx, adminOf(request), request.params.id, request.body.hidden),
      }),
    );
    app.post(
      '/api/admin/songs/:id/merge',
      {
        schema: {
          summary: 'Merge a duplicate song into another',
          params: idParam,
          body: mergeSongBody,
          response: { 200: success.extend({ song: adminSong }) },
        },
      },
      async (request) => ({
        success: true,
        song: await mergeSongs(ctx, adminOf(request), request.params.id, request.body.into_id),
      }),
    );
    app.delete(
      '/api/admin/songs/:id',
      { schema: { summary: 'Delete a song from the catalogue', params: idParam, response: { 200: success } } },
      async (request) => {
        await deleteSong(ctx, adminOf(request), request.params.id);
        return { success: true };
      },
    );
  };
