import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { idParam } from '../../../shared/live';
import {
  importReport,
  repertoireImportBody,
  repertoireOpenBody,
  repertoireSong,
  repertoireSongBody,
} from '../../../shared/repertoire';
import { requireAct } from '../acts/require-act';
import { importRepertoire } from './import-service';
import { addSong, editSong, listSongs, removeSong, repertoireCsv, setSongOpen } from './service';
import { sendCsv } from '../../http/csv-reply';

const songResponse = { 200: success.extend({ song: repertoireSong }) };

/** The songs a musician plays, kept by hand or imported from a spreadsheet. */
export const repertoireRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Repertoire', access: 'musician' });

    app.get(
      '/api/musicians/repertoire',
      {
        schema: {
          summary: 'The musician’s repertoire, by title',
          response: { 200: z.object({ songs: z.array(repertoireSong) }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { songs: await listSongs(ctx, profile.id) };
      },
    );

    app.post(
      '/api/musicians/repertoire',
      {
        schema: {
          summary: 'Add a song to the repertoire',
          body: repertoireSongBody,
          response: { 201: success.extend({ song: repertoireSong }) },
        },
        config: { codes: { 409: ['repertoire_full', 'duplicate_song'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return reply.code(201).send({ success: true, song: await addSong(ctx, profile.id, request.body) });
      },
    );

    app.put(
      '/api/musicians/repertoire/:id',
      {
        schema: {
          summary: 'Change a song of the repertoire',
          params: idParam,
          body: repertoireSongBody,
          response: songResponse,
        },
        config: { codes: { 409: ['duplicate_song'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, song: await editSong(ctx, profile.id, request.params.id, request.body) };
      },
    );

    app.put(
      '/api/musicians/repertoire/:id/open',
      {
        schema: {
          summary: 'Open a song to requests, or close it',
          params: idParam,
          body: repertoireOpenBody,
          response: songResponse,
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, song: await setSongOpen(ctx, profile.id, request.params.id, request.body.is_open) };
      },
    );

    app.delete(
      '/api/musicians/repertoire/:id',
      { schema: { summary: 'Remove a song from the repertoire', params: idParam, response: { 200: success } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        await removeSong(ctx, profile.id, request.params.id);
        return { success: true };
      },
    );

    app.post(
      '/api/musicians/repertoire/import/preview',
      {
        config: { codes: { 400: ['csv_empty', 'csv_too_many_lines'] } },
        schema: {
          summary: 'Read a CSV of songs and say what importing it would do, line by line (saves nothing)',
          body: repertoireImportBody,
          response: { 200: importReport },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return importRepertoire(ctx, profile.id, request.body.csv, { save: false });
      },
    );

    app.post(
      '/api/musicians/repertoire/import',
      {
        config: { codes: { 400: ['csv_empty', 'csv_too_many_lines'] } },
        schema: {
          summary: 'Import a CSV of songs: every good line is added, duplicates and errors are reported',
          body: repertoireImportBody,
          response: { 200: importReport },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return importRepertoire(ctx, profile.id, request.body.csv, { save: true });
      },
    );

    app.get(
      '/api/musicians/repertoire.csv',
      {
        schema: {
          summary: 'The repertoire as CSV, in the columns an import reads',
          response: {
            200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return sendCsv(reply, 'stagecall-repertoire.csv', await repertoireCsv(ctx, profile.id));
      },
    );
  };
