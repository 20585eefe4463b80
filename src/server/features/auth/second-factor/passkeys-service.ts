import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import type { User } from '../../../db/types';
import { queueSecurityNotice } from '../emails/security';
import type { Signedin } from '../../../http/auth-guard';
import { AppError, conflict, notFound, unauthorized } from '../../../http/errors';
import { secondFactorMessages as m, STEP_UP_MS } from '../../../../shared/auth/second-factor';
import type { SessionScope } from '../session-store';
import { hasAnySecondFactor, listPasskeys, markSteppedUp, writeSecurityEvent } from './queries';
import { requireFreshStepUp } from './service';

/** Loaded on the first passkey ceremony: an instance without one never pays its memory (issue 48). */
const webauthn = () => import('@simplewebauthn/server');

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is the app's own host
 * (PUBLIC_URL's, or the request's when it is unset). Each ceremony's challenge is a row, spent by
 * the one conditional delete that checks it, so a response is accepted once and within 5 minutes.
 */
const CHALLENGE_TTL_MS = 5 * 60_000;
type Purpose = 'register' | 'sign_in' | 'step_up';

function relyingParty(ctx: AppContext, request: FastifyRequest) {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

async function keepChallenge(ctx: AppContext, challenge: string, purpose: Purpose, userId: number | null) {
  const now = ctx.clock.now();
  await ctx.db.deleteFrom('webauthn_challenges').where('expires_at', '<', now.toISOString()).execute();
  await ctx.db
    .insertInto('webauthn_challenges')
    .values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
}

/** The library's challenge check: true once per challenge, for its purpose and account. */
const spendChallenge = (ctx: AppContext, purpose: Purpose, userId: number | null) => async (challenge: string) => {
  let query = ctx.db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', ctx.clock.now().toISOString());
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  return (await query.executeTakeFirst()).numDeletedRows > 0n;
};

/** Options go to the browser as the library made them; the API describes them as a JSON object. */
const asJson = (options: object): Record<string, unknown> => ({ ...options });

const failed = () => new AppError(400, m.passkeyFailed, 'passkey_failed');

export async function passkeyRegistrationOptions(ctx: AppContext, request: FastifyRequest, user: User) {
  const { rpID } = relyingParty(ctx, request);
  const existing = await listPasskeys(ctx.db, user.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: 'Stagecall',
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`stagecall-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(ctx, options.challenge, 'register', user.id);
  return asJson(options);
}

export async function registerPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  name: string,
  response: Record<string, unknown>,
) {
  const { origin, rpID } = relyingParty(ctx, request);
  const { verifyRegistrationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: spendChallenge(ctx, 'register', user.id),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw failed();
  }
  if (!verification.verified || !verification.registrationInfo) throw failed();
  const { credential } = verification.registrationInfo;
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('passkeys')
      .values({
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        sign_count: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        name,
        created_at: at,
        last_used_at: null,
      })
      .execute();
    await writeSecurityEvent(trx, user, 'second_factor.passkey_added', at);
    await queueSecurityNotice(trx, ctx, user, 'passkey_added', `Its name: ${name}`);
  });
}

/** Sign-in options: any passkey of this site (discoverable), chosen on the device. */
export async function passkeySignInOptions(ctx: AppContext, request: FastifyRequest) {
  const { rpID } = relyingParty(ctx, request);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await keepChallenge(ctx, options.challenge, 'sign_in', null);
  return asJson(options);
}

/** Step-up options: one of the signed-in account's own passkeys. */
export async function passkeyStepUpOptions(ctx: AppContext, request: FastifyRequest, userId: number) {
  const { rpID } = relyingParty(ctx, request);
  const passkeys = await listPasskeys(ctx.db, userId);
  if (passkeys.length === 0) throw new AppError(400, m.setupFirst, 'second_factor_not_set_up');
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id })),
  });
  await keepChallenge(ctx, options.challenge, 'step_up', userId);
  return asJson(options);
}

/** Verifies an assertion against the stored passkey and moves its counter on. */
async function verifyAssertion(
  ctx: AppContext,
  request: FastifyRequest,
  response: Record<string, unknown>,
  purpose: Purpose,
  userId: number | null,
) {
  const credentialId = typeof response.id === 'string' ? response.id : '';
  const passkey = await ctx.db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!passkey || (userId !== null && passkey.user_id !== userId)) throw failed();
  const { origin, rpID } = relyingParty(ctx, request);
  const { verifyAuthenticationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: spendChallenge(ctx, purpose, userId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.sign_count,
        ...(passkey.transports ? { transports: JSON.parse(passkey.transports) as string[] } : {}),
      },
      requireUserVerification: false,
    });
  } catch {
    throw failed();
  }
  if (!verification.verified) throw failed();
  await ctx.db
    .updateTable('passkeys')
    .set({ sign_count: verification.authenticationInfo.newCounter, last_used_at: ctx.clock.now().toISOString() })
    .where('id', '=', passkey.id)
    .execute();
  return passkey.user_id;
}

/** Sign-in with a passkey: it is both factors. Admin passkeys open only the back office, and the other way round. */
export async function signInWithPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  scope: SessionScope,
  response: Record<string, unknown>,
): Promise<User> {
  const userId = await verifyAssertion(ctx, request, response, 'sign_in', null);
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user || user.is_active !== 1 || user.deleted_at || (user.user_type === 'admin') !== (scope === 'admin')) {
    throw unauthorized(m.passkeyFailed, 'passkey_failed');
  }
  await writeSecurityEvent(ctx.db, user, 'second_factor.passkey_sign_in', ctx.clock.now().toISOString());
  return user;
}

export async function stepUpWithPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  session: Signedin,
  response: Record<string, unknown>,
): Promise<string> {
  await verifyAssertion(ctx, request, response, 'step_up', session.user.id);
  const now = ctx.clock.now();
  await markSteppedUp(ctx.db, session.sessionId, now.toISOString(), 'second_factor');
  await writeSecurityEvent(ctx.db, session.user, 'second_factor.stepped_up', now.toISOString(), { with: 'passkey' });
  return new Date(now.getTime() + STEP_UP_MS).toISOString();
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<void> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound();
}

/** Removing a passkey needs a fresh step-up; an admin keeps at least one second factor. */
export async function removePasskey(ctx: AppContext, session: Signedin, id: number): Promise<void> {
  await requireFreshStepUp(ctx, session);
  const user = session.user;
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw notFound();
    if (user.user_type === 'admin') {
      if (!(await hasAnySecondFactor(trx, user.id))) throw conflict(m.lastFactorForAdmin, 'last_second_factor');
    }
    await writeSecurityEvent(trx, user, 'second_factor.passkey_removed', at);
    await queueSecurityNotice(trx, ctx, user, 'passkey_removed');
  });
}
