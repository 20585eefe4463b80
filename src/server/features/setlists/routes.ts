import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { idParam } from '../../../shared/live';
import {
  gigSetlistBody,
  setlist,
  setlistCreateBody,
  setlistSaveBody,
  setlistSummary,
} from '../../../shared/setlists/schemas';
import { requireAct } from '../acts/require-act';
import {
  attachSetlist,
  createSetlist,
  deleteSetlist,
  duplicateSetlist,
  getSetlist,
  listSetlists,
  saveSetlist,
} from './service';

const setlistResponse = success.extend({ setlist });

/** An act's setlists (decision 043): editing needs the act's `show` capability (decision 035). */
export const setlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Setlists', access: 'musician' });

    app.get(
      '/api/musicians/setlists',
      {
        schema: {
          summary: 'The act’s setlists, last changed first',
          response: { 200: z.object({ setlists: z.array(setlistSummary) }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { setlists: await listSetlists(ctx, profile.id) };
      },
    );

    app.post(
      '/api/musicians/setlists',
      {
        schema: {
          summary: 'Create a setlist (one empty "Set 1" unless sets are given)',
          body: setlistCreateBody,
          response: { 201: setlistResponse },
        },
        config: { codes: { 409: ['setlist_limit'] } },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return reply.code(201).send({ success: true, setlist: await createSetlist(ctx, profile.id, request.body) });
      },
    );

    app.get(
      '/api/musicians/setlists/:id',
      {
        schema: {
          summary: 'One setlist: its sets, songs in order, version and gigs',
          params: idParam,
          response: { 200: setlistResponse },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, setlist: await getSetlist(ctx, profile.id, request.params.id) };
      },
    );

    app.put(
      '/api/musicians/setlists/:id',
      {
        schema: {
          summary:
            'Save the whole setlist (name, sets, songs in order); a save of an older version than the stored one is refused',
          params: idParam,
          body: setlistSaveBody,
          response: { 200: setlistResponse },
        },
        config: { codes: { 409: ['setlist_changed'] } },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, setlist: await saveSetlist(ctx, profile.id, request.params.id, request.body) };
      },
    );

    app.post(
      '/api/musicians/setlists/:id/duplicate',
      {
        schema: {
          summary: 'Copy a setlist as it is now, named "… (copy)"',
          params: idParam,
          response: { 201: setlistResponse },
        },
        config: { codes: { 409: ['setlist_limit'] } },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return reply
          .code(201)
          .send({ success: true, setlist: await duplicateSetlist(ctx, profile.id, request.params.id) });
      },
    );

    app.delete(
      '/api/musicians/setlists/:id',
      {
        schema: {
          summary: 'Delete a setlist; gigs it was planned for keep none',
          params: idParam,
          response: { 200: success },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        await deleteSetlist(ctx, profile.id, request.params.id);
        return { success: true };
      },
    );

    app.put(
      '/api/sessions/schedule/:id/setlist',
      {
        schema: {
          summary: 'Plan one of the act’s setlists for a gig, or (null) none',
          params: idParam,
          body: gigSetlistBody,
          response: { 200: success.extend({ gig_id: z.number(), setlist_id: z.number().nullable() }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, ...(await attachSetlist(ctx, profile.id, request.params.id, request.body)) };
      },
    );
  };
