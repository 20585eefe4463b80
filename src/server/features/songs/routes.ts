import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import {
  SONG_SEARCH_MIN_CHARS,
  songSearchQuery,
  songSuggestion,
  trendingQuery,
  trendingSong,
  type TrendingTimeframe,
} from '../../../shared/songs';
import { trendingSongs } from './queries';
import { suggestSongs } from './suggestions';

const windowStart = (timeframe: TrendingTimeframe, now = Date.now()): string | null =>
  timeframe === 'all' ? null : new Date(now - (timeframe === 'week' ? 7 : 30) * 86_400_000).toISOString();

/** Spec 1 §7: song suggestions for the request form and the platform's trending list. */
export const songRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.get(
      '/api/songs/search',
      {
        schema: {
          summary: 'Song suggestions for the request form',
          querystring: songSearchQuery,
          response: { 200: z.array(songSuggestion) },
        },
      },
      async (request) => {
        const q = request.query.q.trim();
        return q.length < SONG_SEARCH_MIN_CHARS ? [] : suggestSongs(ctx, q, request.query.session);
      },
    );

    app.get(
      '/api/songs/trending',
      {
        schema: {
          summary: 'The most requested songs on the platform',
          querystring: trendingQuery,
          response: { 200: z.array(trendingSong) },
        },
      },
      async (request) => trendingSongs(ctx.db, windowStart(request.query.timeframe), request.query.limit),
    );
  };
