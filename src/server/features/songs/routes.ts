import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { SONG_SEARCH_MIN_CHARS, songSearchQuery, trendingQuery, type TrendingTimeframe } from '../../../shared/songs';
import { searchSongs, trendingSongs } from './queries';

const windowStart = (timeframe: TrendingTimeframe, now = Date.now()): string | null =>
  timeframe === 'all' ? null : new Date(now - (timeframe === 'week' ? 7 : 30) * 86_400_000).toISOString();

/** Spec 1 §7: song suggestions for the request form and the platform's trending list. */
export const songRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/songs/search', { schema: { querystring: songSearchQuery } }, async (request) => {
      const q = request.query.q.trim();
      return q.length < SONG_SEARCH_MIN_CHARS ? [] : searchSongs(ctx.db, q);
    });

    app.get('/api/songs/trending', { schema: { querystring: trendingQuery } }, async (request) =>
      trendingSongs(ctx.db, windowStart(request.query.timeframe), request.query.limit),
    );
  };
