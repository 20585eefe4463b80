import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { requireMusician } from '../../http/auth-guard';
import { idParam } from '../../../shared/live';
import {
  acceptInvitationBody,
  actInvitation,
  actMembersResponse,
  actRosterResponse,
  currentActBody,
  formerMembersResponse,
  inviteBody,
  joinedAct,
  myActsResponse,
  actMember,
  roleBody,
  sharesBody,
} from '../../../shared/acts';
import { myActs, rosterOf, switchAct } from './current-act-service';
import { acceptInvitation, invite, pendingInvitations, withdraw } from './invitations-service';
import { changeRole, endMembershipOf, membersOf, saveShares } from './members-service';
import { z } from 'zod';
import { requireAct } from './require-act';
import { formerMembersOf } from './queries';

/** An act's members and invitations (docs/decisions/035): the leaders manage, anyone may leave. */
export const actRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Acts', access: 'musician' });

    app.get(
      '/api/musicians/acts',
      {
        schema: {
          summary: 'The acts the signed-in person is a member of, and the one this device works in',
          response: { 200: myActsResponse },
        },
      },
      async (request, reply) => {
        // A person with no act at all still gets an answer (an empty list): their empty workspace says so.
        const { user, sessionId } = await requireMusician(ctx, request, reply);
        return myActs(ctx, user.id, sessionId);
      },
    );

    app.put(
      '/api/musicians/current-act',
      {
        schema: {
          summary: 'Switch the act this device works in (one of the person’s current memberships)',
          body: currentActBody,
          response: { 200: myActsResponse },
        },
        config: { codes: { 404: ['not_a_member'] } },
      },
      async (request, reply) => {
        const { user, sessionId } = await requireMusician(ctx, request, reply);
        await switchAct(ctx, { userId: user.id, authSessionId: sessionId }, request.body.act_id);
        return myActs(ctx, user.id, sessionId);
      },
    );

    app.get(
      '/api/musicians/act',
      {
        schema: {
          summary: 'The act this device works in and its members, as every member may see them (no e-mail addresses)',
          response: { 200: actRosterResponse },
        },
      },
      async (request, reply) => rosterOf(ctx, await requireAct(ctx, request, reply, 'queue')),
    );

    app.get(
      '/api/musicians/act/members',
      {
        schema: { summary: 'The act’s current members and pending invitations', response: { 200: actMembersResponse } },
      },
      async (request, reply) => {
        const { act } = await requireAct(ctx, request, reply, 'act.admin');
        return { members: await membersOf(ctx, act.id), invitations: await pendingInvitations(ctx, act.id) };
      },
    );

    app.get(
      '/api/musicians/act/former-members',
      {
        schema: {
          summary: 'The act’s former members, when each left and the balance each keeps in the act (pence)',
          response: { 200: formerMembersResponse },
        },
      },
      async (request, reply) => {
        const { act } = await requireAct(ctx, request, reply, 'act.admin');
        return { former_members: await formerMembersOf(ctx.db, act.id) };
      },
    );

    app.post(
      '/api/musicians/act/invitations',
      {
        schema: {
          summary: 'Invite a person by e-mail with a role (the link goes by e-mail, valid 7 days, once)',
          body: inviteBody,
          response: { 201: success.extend({ invitation: actInvitation }) },
        },
        config: { codes: { 400: ['unknown_role'], 429: ['rate_limited'] } },
      },
      async (request, reply) => {
        const { act, user } = await requireAct(ctx, request, reply, 'act.admin');
        const invitation = await invite(ctx, act, user.id, request.body);
        return reply.code(201).send({ success: true, invitation });
      },
    );

    app.delete(
      '/api/musicians/act/invitations/:id',
      {
        schema: { summary: 'Withdraw an invitation not yet accepted', params: idParam, response: { 200: success } },
        config: { codes: { 404: ['invitation_not_valid'] } },
      },
      async (request, reply) => {
        const { act } = await requireAct(ctx, request, reply, 'act.admin');
        await withdraw(ctx, act.id, request.params.id);
        return { success: true };
      },
    );

    app.put(
      '/api/musicians/act/members/:id/role',
      {
        schema: { summary: 'Change a member’s role', params: idParam, body: roleBody, response: { 200: success } },
        config: {
          codes: { 400: ['unknown_role', 'shares_must_total_100'], 404: ['not_a_member'], 409: ['act_needs_leader'] },
        },
      },
      async (request, reply) => {
        const { act } = await requireAct(ctx, request, reply, 'act.admin');
        await changeRole(ctx, act.id, request.params.id, request.body.role);
        return { success: true };
      },
    );

    app.put(
      '/api/musicians/act/shares',
      {
        schema: {
          summary: 'Save every current member’s share of the tips (basis points adding up to 10,000; crew 0)',
          body: sharesBody,
          response: { 200: success.extend({ members: z.array(actMember) }) },
        },
        config: { codes: { 400: ['shares_must_total_100'], 404: ['not_a_member'] } },
      },
      async (request, reply) => {
        const { act, user } = await requireAct(ctx, request, reply, 'act.admin');
        return { success: true, members: await saveShares(ctx, act.id, user.id, request.body) };
      },
    );

    app.delete(
      '/api/musicians/act/members/:id',
      {
        schema: { summary: 'Remove a member from the act', params: idParam, response: { 200: success } },
        config: { codes: { 404: ['not_a_member'], 409: ['act_needs_leader'] } },
      },
      async (request, reply) => {
        const { act } = await requireAct(ctx, request, reply, 'act.admin');
        await endMembershipOf(ctx, act.id, request.params.id);
        return { success: true };
      },
    );

    app.post(
      '/api/musicians/act/leave',
      {
        schema: { summary: 'Leave the act this device works in', response: { 200: success } },
        config: { codes: { 404: ['not_a_member'], 409: ['act_needs_leader'] } },
      },
      async (request, reply) => {
        // Anyone in the act may leave it, crew included: the least a role can do is enough.
        const { act, member } = await requireAct(ctx, request, reply, 'queue');
        await endMembershipOf(ctx, act.id, member.id);
        return { success: true };
      },
    );

    app.post(
      '/api/acts/invitations/accept',
      {
        schema: {
          summary: 'Join an act from an invitation link, signed in with the address it was sent to',
          body: acceptInvitationBody,
          response: { 200: joinedAct },
        },
        config: { codes: { 404: ['invitation_not_valid'], 409: ['already_a_member'] } },
      },
      async (request, reply) => {
        const { user, sessionId } = await requireMusician(ctx, request, reply);
        return acceptInvitation(
          ctx,
          { userId: user.id, email: user.email, authSessionId: sessionId },
          request.body.token,
        );
      },
    );
  };
