import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import {
  createAdmin,
  createGig,
  createLiveSession,
  createMessage,
  createMusician,
  createSongRequest,
} from '../../../test/factories';
import { COOKIE_NAMES } from '../features/auth/cookies';
import { createAuthSession } from '../features/auth/session-store';
import { defaultAdminSettings } from '../../../test/admin';
import { ObservedStatuses } from './documented-statuses';
import { fillPath, operationsOf, plausibleValue, type OpenApiDocument, type Operation } from './openapi-operations';
import { actCapabilities, mayInAct, type ActCapability } from './policies';
import type { ActRole } from '../db/types';
import { capabilityProbe } from '../features/acts/require-act';

/**
 * The capability each call asked requireAct for, in order: the route's own declaration, which the
 * rule below must name (a musician route whose capability the table does not know fails).
 */
const asked: string[] = [];
capabilityProbe.onAsk = (capability) => asked.push(capability);

/**
 * Every operation of the OpenAPI document, called by nine browsers: anonymous, an administrator,
 * a deactivated musician, musician B (the leader of another act), and the five people of decision
 * 035 around musician A's act: its leader (A), a member, crew, a former member, and a member of
 * another act (B's). Each operation's rule is written below; an operation the table does not know
 * fails the test, so new routes must be classified. A musician route names the capability it
 * asks requireAct for (`act`), checked against what the route really asks; what each role of the
 * act may do then follows from policies.ts (`mayInAct`), never from a list written here.
 * The OpenAPI document must agree: its security and its 401/403 follow each rule, and it lists
 * every status the browsers were answered.
 */

type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** A signed-in, active account (musician scope). */
  | 'user'
  /** A signed-in musician. */
  | 'musician'
  /** A signed-in administrator (admin scope). */
  | 'admin';

interface Rule {
  access: Access;
  /** The path parameter naming a resource of musician A, which B must not reach. */
  owned?: 'liveSession' | 'request' | 'gig' | 'message' | 'repertoireSong' | 'setlist';
  /** A valid body, so a refusal can only be about who asks. */
  body?: (world: World) => unknown;
  /** A 403 with this code is not about who asks: the change needs a fresh step-up first. */
  stepUp?: true;
  /**
   * Musician routes: the capability the route asks requireAct for (decision 035); 'money' for
   * one's own money in an act (requireActMoney: money.own, and a former member keeps theirs);
   * 'payee' for one's own payout account (requirePayee: anyone who holds or held a share); or
   * 'person' for a route about the signed-in person rather than an act (accepting an invitation).
   */
  act?: ActCapability | 'person' | 'money' | 'payee';
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const gig = () => ({
  venue_name: 'Matrix Hall',
  scheduled_date: tomorrow(),
  scheduled_start_time: '20:00',
  scheduled_end_time: '22:00',
});

const rules: Record<string, Rule> = {
  'POST /api/auth/signup': { access: 'public' },
  'POST /api/auth/signin': { access: 'public' },
  'POST /api/auth/signout': { access: 'public' },
  'GET /api/auth/me': { access: 'user' },
  // Who is signed in, or { user: null }: anonymous pages ask without a 401 in the console.
  'GET /api/auth/session': { access: 'public' },
  // Forgot password: anyone may ask, and the link is the only key to the reset.
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'GET /api/users/me': { access: 'user' },
  'POST /api/auth/change-password': {
    access: 'user',
    body: () => ({
      current_password: 'correct horse',
      new_password: 'another horse',
      confirm_password: 'another horse',
    }),
  },
  // Second factors (decision 023): each account manages its own; removing one needs a step-up.
  'GET /api/auth/second-factor': { access: 'user' },
  'POST /api/auth/second-factor/totp': { access: 'user' },
  'DELETE /api/auth/second-factor/totp': { access: 'user', stepUp: true },
  'POST /api/auth/second-factor/totp/confirm': { access: 'user' },
  'POST /api/auth/second-factor/recovery-codes': { access: 'user', stepUp: true },
  'POST /api/auth/step-up': { access: 'user' },
  'GET /api/auth/devices': { access: 'user' },
  'DELETE /api/auth/devices/{id}': { access: 'user' },
  'GET /api/auth/security-log': { access: 'user' },
  'POST /api/auth/passkeys/options': { access: 'user' },
  'POST /api/auth/passkeys': { access: 'user' },
  'PATCH /api/auth/passkeys/{id}': { access: 'user' },
  'DELETE /api/auth/passkeys/{id}': { access: 'user', stepUp: true },
  'POST /api/auth/step-up/passkey/options': { access: 'user' },
  'POST /api/auth/step-up/passkey': { access: 'user' },
  'POST /api/auth/signin/passkey/options': { access: 'public' },
  'POST /api/auth/signin/passkey': { access: 'public' },
  'POST /api/admin/change-password': {
    access: 'admin',
    body: () => ({ current_password: 'admin password', new_password: 'another admin password' }),
  },
  'GET /api/admin/second-factor': { access: 'admin' },
  'POST /api/admin/second-factor/totp': { access: 'admin' },
  'DELETE /api/admin/second-factor/totp': { access: 'admin', stepUp: true },
  'POST /api/admin/second-factor/totp/confirm': { access: 'admin' },
  'POST /api/admin/second-factor/recovery-codes': { access: 'admin', stepUp: true },
  'POST /api/admin/step-up': { access: 'admin' },
  'GET /api/admin/devices': { access: 'admin' },
  'DELETE /api/admin/devices/{id}': { access: 'admin' },
  'POST /api/admin/passkeys/options': { access: 'admin' },
  'POST /api/admin/passkeys': { access: 'admin' },
  'PATCH /api/admin/passkeys/{id}': { access: 'admin' },
  'DELETE /api/admin/passkeys/{id}': { access: 'admin', stepUp: true },
  'POST /api/admin/step-up/passkey/options': { access: 'admin' },
  'POST /api/admin/step-up/passkey': { access: 'admin' },
  'POST /api/admin/login/passkey/options': { access: 'public' },
  'POST /api/admin/login/passkey': { access: 'public' },
  'POST /api/admin/users/{id}/reset-second-factor': { access: 'admin' },
  // Download my data (decision 044): the person's own; asking needs a fresh step-up; the e-mailed
  // link is the only key to the ZIP (a wrong token is one 410 for everyone).
  'GET /api/users/data-export': { access: 'user' },
  'POST /api/users/data-export': { access: 'user', stepUp: true },
  'GET /api/data-export/{token}': { access: 'public' },
  'POST /api/admin/users/{id}/data-export': { access: 'admin' },
  'GET /api/users/delete-account': { access: 'user' },
  'DELETE /api/users/delete-account': { access: 'user' },
  'GET /api/health': { access: 'public' },
  'GET /api/oauth/google/status': { access: 'public' },
  'GET /api/oauth/google/redirect_url': { access: 'public' },
  'POST /api/sessions': { access: 'public' },
  'GET /api/logout': { access: 'public' },
  'POST /api/admin/login': { access: 'public' },
  'GET /api/admin/verify': { access: 'admin' },
  'POST /api/admin/logout': { access: 'public' },
  'GET /api/sessions/active': { access: 'public' },
  'GET /api/sessions/scheduled/public': { access: 'public' },
  'GET /api/musicians/{qrCodeId}': { access: 'public' },
  'GET /api/musicians/{qrCodeId}/gigs.ics': { access: 'public' },
  'GET /api/sessions/scheduled/{id}/calendar.ics': { access: 'public' },
  // The unguessable address is the credential (an act's private calendar feed).
  'GET /api/calendars/{token}': { access: 'public' },
  'POST /api/messages/send': { access: 'public' },
  'POST /api/errors/client': { access: 'public' },
  // The signed token in the link is the credential (a marketing e-mail's unsubscribe link).
  'POST /api/email/unsubscribe': { access: 'public', body: () => ({ token: '1.' + 'A'.repeat(32) }) },
  'POST /api/sessions/live': { access: 'musician', act: 'show', body: () => ({ venue_name: 'Matrix Bar' }) },
  'GET /api/sessions/live/current': { access: 'musician', act: 'queue' },
  'GET /api/sessions/history': { access: 'musician', act: 'act.history' },
  'GET /api/sessions/history/{id}': { access: 'musician', act: 'act.history', owned: 'liveSession' },
  'GET /api/sessions/history/{id}/requests.csv': { access: 'musician', act: 'act.history', owned: 'liveSession' },
  'POST /api/sessions/live/{id}/end': { access: 'musician', act: 'show', owned: 'liveSession' },
  'POST /api/sessions/live/{id}/resume': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'POST /api/sessions/live/{id}/pause': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'PUT /api/sessions/live/{id}/request-limit': {
    access: 'musician',
    act: 'show',
    owned: 'liveSession',
    body: () => ({ max_requests: 50 }),
  },
  'POST /api/requests/{id}/block-device': { access: 'musician', act: 'queue', owned: 'request' },
  'DELETE /api/requests/{id}/block-device': { access: 'musician', act: 'queue', owned: 'request' },
  'GET /api/sessions/live/{id}/blocked-phones': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'GET /api/sessions/live/requests': { access: 'musician', act: 'queue' },
  'POST /api/sessions/{sessionId}/requests': { access: 'public', body: () => ({ song_title: 'Matrix Song' }) },
  // The phone's own requests: its device cookie is the credential, and without it the list is empty.
  'GET /api/sessions/{sessionId}/my-requests': { access: 'public' },
  // Backing a song and following a musician: a fan's phone or e-mail address, no account.
  'GET /api/sessions/{sessionId}/songs': { access: 'public' },
  'POST /api/sessions/{sessionId}/backings': { access: 'public', body: () => ({ song_key: 'matrix song|' }) },
  'DELETE /api/sessions/{sessionId}/backings': { access: 'public' },
  'POST /api/musicians/{qrCodeId}/followers': { access: 'public', body: () => ({ email: 'matrix@example.com' }) },
  // Buzz me when it's next: the phone's device cookie ties its push subscription to its requests.
  'GET /api/push/public-key': { access: 'public' },
  'POST /api/sessions/{sessionId}/push-subscriptions': {
    access: 'public',
    body: () => {
      const phone = createECDH('prime256v1');
      phone.generateKeys();
      return {
        endpoint: 'https://push.example.com/matrix',
        keys: { p256dh: phone.getPublicKey().toString('base64url'), auth: 'A'.repeat(22) },
      };
    },
  },
  'DELETE /api/sessions/{sessionId}/push-subscriptions': { access: 'public' },
  // Following by push: the subscription's endpoint, which only its browser knows, is the credential.
  'POST /api/musicians/{qrCodeId}/push-followers': {
    access: 'public',
    body: () => {
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      return {
        endpoint: 'https://push.example.com/matrix-follow',
        keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: 'A'.repeat(22) },
      };
    },
  },
  'DELETE /api/musicians/{qrCodeId}/push-followers': { access: 'public' },
  // The signed token in the e-mail's link is the credential.
  'POST /api/followers/confirm': { access: 'public', body: () => ({ token: 'A'.repeat(40) }) },
  'POST /api/followers/unfollow': { access: 'public', body: () => ({ token: 'A'.repeat(40) }) },
  // A mailbox provider's one-click unsubscribe (RFC 8058): the signed token in the address is the credential.
  'POST /api/followers/unfollow/one-click': { access: 'public' },
  'POST /api/email/unsubscribe/one-click': { access: 'public' },
  'GET /api/musicians/me/followers': { access: 'musician', act: 'act.history' },
  'GET /api/musicians/me/calendar': { access: 'musician', act: 'show' },
  'GET /api/subscriptions/invoices': { access: 'musician', act: 'act.admin' },
  // Another act's document is as unknown as a made-up id (404): tested in invoices.test.ts.
  'GET /api/subscriptions/invoices/{id}': { access: 'musician', act: 'act.admin' },
  'GET /api/musicians/me/statement': { access: 'musician', act: 'money' },
  'GET /api/musicians/me/statement.csv': { access: 'musician', act: 'money' },
  'POST /api/musicians/me/calendar/reset': { access: 'musician', act: 'show' },
  'GET /api/musicians/me/followers.csv': { access: 'musician', act: 'act.history' },
  'GET /api/musicians/me/followers/settings': { access: 'musician', act: 'show' },
  'PUT /api/musicians/me/followers/settings': {
    access: 'musician',
    act: 'show',
    body: () => ({ tell_live: true, tell_gigs: true, at_most: 'daily' }),
  },
  'GET /api/musicians/repertoire': { access: 'musician', act: 'show' },
  'POST /api/musicians/repertoire': {
    access: 'musician',
    act: 'show',
    body: () => ({ title: `Matrix ${Math.random()}` }),
  },
  'PUT /api/musicians/repertoire/{id}': {
    access: 'musician',
    act: 'show',
    owned: 'repertoireSong',
    body: () => ({ title: `Matrix ${Math.random()}` }),
  },
  'PUT /api/musicians/repertoire/{id}/open': {
    access: 'musician',
    act: 'show',
    owned: 'repertoireSong',
    body: () => ({ is_open: false }),
  },
  'DELETE /api/musicians/repertoire/{id}': { access: 'musician', act: 'show', owned: 'repertoireSong' },
  'POST /api/musicians/repertoire/import/preview': {
    access: 'musician',
    act: 'show',
    body: () => ({ csv: 'Matrix Song,Band' }),
  },
  'POST /api/musicians/repertoire/import': {
    access: 'musician',
    act: 'show',
    body: () => ({ csv: `Matrix ${Math.random()},Band` }),
  },
  'GET /api/musicians/repertoire.csv': { access: 'musician', act: 'show' },
  'PUT /api/sessions/live/{id}/fans-back-songs': {
    access: 'musician',
    act: 'show',
    owned: 'liveSession',
    body: () => ({ fans_back_songs: true }),
  },
  'PUT /api/sessions/live/{id}/repertoire-only': {
    access: 'musician',
    act: 'show',
    owned: 'liveSession',
    body: () => ({ repertoire_only: false }),
  },
  'PUT /api/requests/{id}/status': {
    access: 'musician',
    act: 'queue',
    owned: 'request',
    body: () => ({ status: 'accepted' }),
  },
  // The stage: each acts on the musician's own live show.
  'POST /api/sessions/live/{id}/now-playing': {
    access: 'musician',
    act: 'queue',
    owned: 'liveSession',
    body: (world) => ({ request_id: world.resources.request }),
  },
  'POST /api/sessions/live/{id}/next': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'POST /api/sessions/live/{id}/requests/status': {
    access: 'musician',
    act: 'queue',
    owned: 'liveSession',
    body: (world) => ({ request_ids: [world.resources.request], status: 'accepted' }),
  },
  'PUT /api/sessions/live/{id}/queue-order': {
    access: 'musician',
    act: 'queue',
    owned: 'liveSession',
    body: () => ({ queue_order: 'tip' }),
  },
  'POST /api/sessions/live/{id}/undo': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'PUT /api/sessions/live/{id}/screen-fans': {
    access: 'musician',
    act: 'show',
    owned: 'liveSession',
    body: () => ({ screen_shows_fans: false }),
  },
  // The night on stage (decision 043): the show's setlist as its spine; stage taps are crew's work.
  'GET /api/sessions/live/{id}/night': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'POST /api/sessions/live/{id}/night/start': {
    access: 'musician',
    act: 'show',
    owned: 'liveSession',
    body: (world) => ({ setlist_id: world.resources.setlist }),
  },
  'POST /api/sessions/live/{id}/night/play-next': {
    access: 'musician',
    act: 'queue',
    owned: 'liveSession',
    body: (world) => ({ request_id: world.resources.request }),
  },
  'POST /api/sessions/live/{id}/night/slot': {
    access: 'musician',
    act: 'queue',
    owned: 'liveSession',
    body: (world) => ({ request_id: world.resources.request, after_item_id: 1 }),
  },
  'POST /api/sessions/live/{id}/night/items/{itemId}/unslot': {
    access: 'musician',
    act: 'queue',
    owned: 'liveSession',
  },
  'POST /api/sessions/live/{id}/night/items/{itemId}/skip': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'POST /api/sessions/live/{id}/night/items/{itemId}/play': { access: 'musician', act: 'queue', owned: 'liveSession' },
  'PUT /api/sessions/live/{id}/coming-up': {
    access: 'musician',
    act: 'show',
    owned: 'liveSession',
    body: () => ({ coming_up_public: false }),
  },
  'GET /api/musicians/played-list': { access: 'musician', act: 'queue' },
  'PUT /api/musicians/played-list': { access: 'musician', act: 'show', body: () => ({ publish_played_list: false }) },
  'GET /api/musicians/{qrCodeId}/played': { access: 'public' },
  // The venue's screen reads only public data of the QR code's musician.
  'GET /api/screen/{qrCodeId}': { access: 'public' },
  'GET /api/songs/search': { access: 'public' },
  'GET /api/songs/trending': { access: 'public' },
  'GET /api/musicians/profile': { access: 'musician', act: 'queue' },
  'PUT /api/musicians/profile': { access: 'musician', act: 'show', body: () => ({ stage_name: 'Matrix Act' }) },
  'POST /api/musicians/profile/photo': { access: 'musician', act: 'show' },
  'GET /api/sessions/upcoming': { access: 'musician', act: 'show' },
  'POST /api/sessions/schedule': { access: 'musician', act: 'show', body: gig },
  'PUT /api/sessions/schedule/{id}': { access: 'musician', act: 'show', owned: 'gig', body: gig },
  'DELETE /api/sessions/schedule/{id}': { access: 'musician', act: 'show', owned: 'gig' },
  'GET /api/musicians/venues': { access: 'musician', act: 'show' },
  'GET /api/venues/search': { access: 'musician', act: 'show' },
  'POST /api/venues/increment-usage': { access: 'musician', act: 'show', body: () => ({ venue_name: 'Matrix Hall' }) },
  // Setlists (decision 043): the act's own, edited with the show capability; a save names its version.
  'GET /api/musicians/setlists': { access: 'musician', act: 'show' },
  'POST /api/musicians/setlists': { access: 'musician', act: 'show', body: () => ({ name: 'Matrix setlist' }) },
  'GET /api/musicians/setlists/{id}': { access: 'musician', act: 'show', owned: 'setlist' },
  'PUT /api/musicians/setlists/{id}': {
    access: 'musician',
    act: 'show',
    owned: 'setlist',
    body: () => ({ version: 1, name: 'Matrix setlist', sets: [{ name: 'Set 1', items: [{ title: 'Matrix' }] }] }),
  },
  'POST /api/musicians/setlists/{id}/duplicate': { access: 'musician', act: 'show', owned: 'setlist' },
  'DELETE /api/musicians/setlists/{id}': { access: 'musician', act: 'show', owned: 'setlist' },
  'PUT /api/sessions/schedule/{id}/setlist': {
    access: 'musician',
    act: 'show',
    owned: 'gig',
    body: () => ({ setlist_id: null }),
  },
  // Acts and members (decision 035): each musician leads an act of one, so the leader's routes
  // answer them; the last leader's leaving is a 409, another act's member or invitation a 404.
  'GET /api/musicians/act/members': { access: 'musician', act: 'act.admin' },
  'GET /api/musicians/act/former-members': { access: 'musician', act: 'act.admin' },
  'POST /api/musicians/act/invitations': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({ email: 'invitee@example.test', role: 'member' }),
  },
  'DELETE /api/musicians/act/invitations/{id}': { access: 'musician', act: 'act.admin' },
  'PUT /api/musicians/act/members/{id}/role': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({ role: 'member' }),
  },
  'DELETE /api/musicians/act/members/{id}': { access: 'musician', act: 'act.admin' },
  'PUT /api/musicians/act/shares': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({ shares: [{ member_id: 1, share_bps: 10_000 }] }),
  },
  'POST /api/musicians/act/leave': { access: 'musician', act: 'queue' },
  'POST /api/acts/invitations/accept': {
    access: 'musician',
    act: 'person',
    body: () => ({ token: 'not-a-real-token' }),
  },
  'GET /api/messages': { access: 'musician', act: 'act.history' },
  'PUT /api/messages/{id}/read': { access: 'musician', act: 'act.history', owned: 'message' },
  'PUT /api/messages/{id}/star': {
    access: 'musician',
    act: 'act.history',
    owned: 'message',
    body: () => ({ is_starred: true }),
  },
  'PUT /api/messages/{id}/archive': {
    access: 'musician',
    act: 'act.history',
    owned: 'message',
    body: () => ({ is_archived: true }),
  },
  'DELETE /api/messages/{id}': { access: 'musician', act: 'act.history', owned: 'message' },
  'PUT /api/musicians/privacy-settings': { access: 'musician', act: 'show' },
  'PUT /api/musicians/notification-settings': { access: 'musician', act: 'show' },
  'GET /api/musicians/earnings': { access: 'musician', act: 'money' },
  // The switcher: a person's own acts and this device's choice (another's act is a 404 not_a_member);
  // the roster any member reads, without e-mail addresses.
  'GET /api/musicians/acts': { access: 'musician', act: 'person' },
  'PUT /api/musicians/current-act': { access: 'musician', act: 'person', body: () => ({ act_id: 99_999_999 }) },
  'GET /api/musicians/act': { access: 'musician', act: 'queue' },
  // A valid amount the fresh musician cannot cover: a musician's refusal is about money, not access.
  'POST /api/musicians/withdraw': { access: 'musician', act: 'money', body: () => ({ amount: 500 }) },
  'GET /api/musicians/withdrawals': { access: 'musician', act: 'money' },
  'GET /api/musicians/earnings/acts': { access: 'musician', act: 'person' },
  'GET /api/musicians/payout-account': { access: 'musician', act: 'payee' },
  'PUT /api/musicians/payout-account/test-bank': {
    stepUp: true,
    access: 'musician',
    act: 'payee',
    body: () => ({ account_holder: 'Matrix', sort_code: '108800', account_number: '00012345' }),
  },
  // The local provider refuses Stripe onboarding (400): a refusal about the provider, not access.
  'POST /api/musicians/payout-account/onboarding': { access: 'musician', act: 'payee', stepUp: true },
  'POST /api/musicians/payout-account/refresh': { access: 'musician', act: 'payee' },
  'GET /api/musicians/pricing': { access: 'musician', act: 'show' },
  'PUT /api/musicians/pricing': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({
      custom_pricing_enabled: false,
      default_request_price: 0,
      premium_request_price: 0,
      suggested_tip_amounts: '£1,£2',
    }),
  },
  'GET /api/payments/stripe-key': { access: 'public' },
  // The fan's own checkout and payment: the random ids and the client secret are the credentials.
  'GET /api/request-checkouts/{checkoutId}': { access: 'public' },
  // The checkout id is the fan's secret; the fan has no account.
  'PUT /api/request-checkouts/{checkoutId}/receipt-email': { access: 'public' },
  'POST /api/payments/local/{paymentId}/confirm': { access: 'public' },
  'POST /api/payments/local/{paymentId}/authenticate': { access: 'public' },
  'GET /api/musicians/subscription/status': { access: 'musician', act: 'show' },
  'GET /api/musicians/subscription/payments': { access: 'musician', act: 'act.admin' },
  'POST /api/musicians/subscription/create-checkout': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({ plan: 'monthly' }),
  },
  'POST /api/musicians/subscription/setup-intent': { access: 'musician', act: 'act.admin' },
  'POST /api/musicians/subscription/cancel': { access: 'musician', act: 'act.admin' },
  'POST /api/musicians/subscription/reactivate': { access: 'musician', act: 'act.admin' },
  'POST /api/musicians/subscription/refund': { access: 'musician', act: 'act.admin' },
  'DELETE /api/musicians/subscription/payment-method': { access: 'musician', act: 'act.admin' },
  'POST /api/musicians/subscription/local-card': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({ client_secret: 'lseti_1_secret_x', card_number: '4242424242424242', expiry: '12/39', cvc: '123' }),
  },
  'GET /api/admin/stats': { access: 'admin' },
  'GET /api/admin/users': { access: 'admin' },
  'GET /api/admin/tips': { access: 'admin' },
  'POST /api/admin/users/create': {
    access: 'admin',
    body: () => ({ email: `made-${Math.random()}@example.test`, user_type: 'fan' }),
  },
  'PUT /api/admin/users/{id}/toggle-status': { access: 'admin' },
  'DELETE /api/admin/users/{id}': { access: 'admin' },
  'POST /api/admin/users/{id}/grant-free-subscription': { access: 'admin' },
  'POST /api/admin/users/{id}/revoke-free-subscription': { access: 'admin' },
  'POST /api/admin/users/{id}/gift-membership': { access: 'admin' },
  'POST /api/admin/users/{id}/send-password-reset': { access: 'admin' },
  'GET /api/admin/withdrawals': { access: 'admin' },
  'POST /api/admin/withdrawals/{id}/approve': { access: 'admin' },
  'POST /api/admin/withdrawals/{id}/reject': { access: 'admin' },
  'POST /api/admin/withdrawals/{id}/send': { access: 'admin' },
  'GET /api/admin/reports/money': { access: 'admin' },
  'GET /api/admin/reports/money.csv': { access: 'admin' },
  'GET /api/admin/reports/analytics': { access: 'admin' },
  'GET /api/admin/reports/analytics.csv': { access: 'admin' },
  'GET /api/admin/users/{id}/details': { access: 'admin' },
  'POST /api/admin/tips/{id}/refund': { access: 'admin', body: () => ({ reason: 'Matrix' }) },
  'GET /api/admin/venues': { access: 'admin' },
  'POST /api/admin/venues': { access: 'admin', body: () => ({ venue_name: 'Matrix Hall' }) },
  'PUT /api/admin/venues/{id}': { access: 'admin', body: () => ({ venue_name: 'Matrix Hall' }) },
  'PUT /api/admin/venues/{id}/toggle-status': { access: 'admin' },
  'DELETE /api/admin/venues/{id}': { access: 'admin' },
  'GET /api/admin/sessions/live': { access: 'admin' },
  'POST /api/admin/sessions/live/{id}/pause': { access: 'admin' },
  'POST /api/admin/sessions/live/{id}/end': { access: 'admin' },
  'GET /api/admin/sessions/scheduled': { access: 'admin' },
  'PUT /api/admin/sessions/scheduled/{id}': {
    access: 'admin',
    body: () => ({ ...gig(), is_publicly_visible: true }),
  },
  'DELETE /api/admin/sessions/scheduled/{id}': { access: 'admin' },
  'GET /api/admin/songs': { access: 'admin' },
  'GET /api/admin/songs/stats': { access: 'admin' },
  'POST /api/admin/songs': { access: 'admin', body: () => ({ song_title: `Matrix ${Math.random()}` }) },
  'PUT /api/admin/songs/{id}': { access: 'admin', body: () => ({ song_title: `Matrix ${Math.random()}` }) },
  'DELETE /api/admin/songs/{id}': { access: 'admin' },
  'PUT /api/admin/songs/{id}/hidden': { access: 'admin', body: () => ({ hidden: true }) },
  'POST /api/admin/songs/{id}/merge': { access: 'admin', body: () => ({ into_id: 1 }) },
  'GET /api/admin/subscriptions': { access: 'admin' },
  'POST /api/admin/subscriptions/extend-trial': { access: 'admin', body: () => ({ musician_id: 1, days: 7 }) },
  'POST /api/admin/subscriptions/{subscriptionId}/cancel': { access: 'admin' },
  'POST /api/admin/subscriptions/{subscriptionId}/refund': { access: 'admin' },
  'GET /api/admin/subscriptions/{subscriptionId}/details': { access: 'admin' },
  'GET /api/admin/settings': { access: 'admin' },
  'PUT /api/admin/settings': { access: 'admin', body: () => defaultAdminSettings },
  'POST /api/admin/maintenance-mode': { access: 'admin', body: () => ({ enabled: false }) },
  'GET /api/admin/audit': { access: 'admin' },
  // The checkout belongs to one musician: another's id is a 404 (subscriptions.test.ts).
  'GET /api/subscriptions/local-checkout/{checkoutId}': { access: 'musician', act: 'act.admin' },
  'POST /api/subscriptions/local-checkout/{checkoutId}/confirm': {
    access: 'musician',
    act: 'act.admin',
    body: () => ({ card_number: '4242424242424242', expiry: '12/39', cvc: '123' }),
  },
};

type ActPerson = 'member' | 'crew' | 'former' | 'otherMember';
type Role = 'anonymous' | 'admin' | 'deactivated' | 'musicianB' | ActPerson | 'musicianA';
/**
 * A (the act's leader) last and the act's other current members just before: their calls may
 * change or delete what the others were refused (each of them gets fresh resources of the act).
 */
const ROLES: Role[] = [
  'anonymous',
  'admin',
  'deactivated',
  'former',
  'otherMember',
  'musicianB',
  'crew',
  'member',
  'musicianA',
];

interface World {
  cookies: Record<Role, string>;
  qrCodeId: string;
  actId: number;
  resources: Record<NonNullable<Rule['owned']>, number>;
}

let t: TestApp;
let operations: Operation[];
let document: OpenApiDocument;
const observed = new ObservedStatuses();
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.client().get('/api/openapi.json')).body;
  operations = operationsOf(document).filter((op) => !op.isStream);
});
afterAll(async () => {
  capabilityProbe.onAsk = undefined;
  await t.close();
});

const userCookie = async (userId: number, actId: number | null = null) => {
  const { token } = await createAuthSession(t.ctx.db, userId, 'user');
  // The act the device chose, as the switcher would: a former member's sign-in still names the act.
  if (actId !== null) {
    await t.ctx.db.updateTable('auth_sessions').set({ current_act_id: actId }).where('user_id', '=', userId).execute();
  }
  return `${COOKIE_NAMES.user}=${token}`;
};

/**
 * A person of decision 035: a musician account with no act of its own, in `actId` with `role`
 * (or formerly), signed in with the act chosen. Rows only: no password to hash.
 */
async function actPerson(actId: number, role: ActRole, left = false): Promise<string> {
  const at = new Date().toISOString();
  const email = `matrix-${role}-${Math.random().toString(36).slice(2)}@example.test`;
  const { id } = await t.ctx.db
    .insertInto('users')
    .values({ email, password_hash: null, user_type: 'musician', name: email, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('act_members')
    .values({ act_id: actId, user_id: id, role, share_bps: 0, joined_at: at, left_at: left ? at : null })
    .execute();
  return userCookie(id, actId);
}

/** Fresh resources of A's act (its one open show ended first), so one person's call cannot mask another's. */
async function actResources(actId: number): Promise<World['resources']> {
  const db = t.ctx.db;
  const at = new Date().toISOString();
  await db
    .updateTable('live_sessions')
    .set({ status: 'ended', ended_at: at, ended_by: 'system' })
    .where('musician_id', '=', actId)
    .where('status', '<>', 'ended')
    .execute();
  const live = await createLiveSession(db, actId);
  const { request } = await createSongRequest(db, live);
  const ownGig = await createGig(db, actId);
  const message = await createMessage(db, actId);
  const song = await db
    .insertInto('repertoire_songs')
    .values({
      musician_id: actId,
      title: 'Matrix',
      artist: null,
      song_key: null,
      notes: null,
      match_key: `matrix-${Math.random()}|`,
      title_key: 'matrix',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const setlist = await db
    .insertInto('setlists')
    .values({ musician_id: actId, name: 'Matrix', version: 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    liveSession: live.id,
    request: request.id,
    gig: ownGig.id,
    message: message.id,
    repertoireSong: song.id,
    setlist: setlist.id,
  };
}

/** Fresh accounts and resources for one operation, so what one call changes cannot mask another. */
async function buildWorld(): Promise<World> {
  const db = t.ctx.db;
  // Complete profiles (spec 1 §4), so going live is refused only for who asks.
  const complete = { profile: { bio: 'Plays in the matrix', music_styles: ['Rock'] } };
  const [a, b, off, admin] = await Promise.all([
    createMusician(db, complete),
    createMusician(db, complete),
    createMusician(db, complete),
    createAdmin(db),
  ]);
  const cookies: Record<Role, string> = {
    anonymous: '',
    musicianA: await userCookie(a.user.id),
    musicianB: await userCookie(b.user.id),
    deactivated: await userCookie(off.user.id),
    admin: `${COOKIE_NAMES.admin}=${(await createAuthSession(db, admin.id, 'admin')).token}`,
    member: await actPerson(a.profileId, 'member'),
    crew: await actPerson(a.profileId, 'crew'),
    former: await actPerson(a.profileId, 'member', true),
    otherMember: await actPerson(b.profileId, 'member'),
  };
  // Deactivated after signing in: the session it still holds must open nothing.
  await db.updateTable('users').set({ is_active: 0 }).where('id', '=', off.user.id).execute();
  return { cookies, qrCodeId: a.qrCodeId, actId: a.profileId, resources: await actResources(a.profileId) };
}

function pathFor(operation: Operation, rule: Rule, world: World): string {
  const values: Record<string, string> = { qrCodeId: world.qrCodeId, sessionId: String(world.resources.liveSession) };
  for (const name of operation.pathParams) {
    if (rule.owned && name === 'id') values[name] = String(world.resources[rule.owned]);
  }
  return fillPath(operation, values);
}

/**
 * What one browser must be answered: let in; refused (401, 403 or 404); or, for the act's people,
 * exactly requireAct's refusals: 404 `not_a_member` for a former member, 403 `act_role_not_allowed`
 * for a role policies.ts does not give the capability.
 */
type Expected = 'let in' | 'refused' | 'not a member' | 'role not allowed';

const actRoleOf: Record<ActPerson | 'musicianA' | 'musicianB', ActRole | null> = {
  musicianA: 'leader',
  musicianB: 'leader',
  member: 'member',
  crew: 'crew',
  otherMember: 'member',
  former: null,
};

function expectedFor(rule: Rule, role: Role): Expected {
  if (rule.access === 'public') return 'let in';
  if (rule.access === 'admin') return role === 'admin' ? 'let in' : 'refused';
  if (role === 'anonymous' || role === 'admin' || role === 'deactivated') return 'refused';
  const inOtherAct = role === 'musicianB' || role === 'otherMember';
  if (rule.access === 'user' || rule.act === 'person' || rule.act === undefined) {
    return role !== 'musicianA' && rule.owned ? 'refused' : 'let in';
  }
  const actRole = actRoleOf[role];
  // One's own money and payout account outlive a membership (decision 035, step 3).
  if (rule.act === 'money' || rule.act === 'payee') {
    return actRole === null || mayInAct(actRole, 'money.own') ? 'let in' : 'role not allowed';
  }
  if (actRole === null) return 'not a member';
  if (!mayInAct(actRole, rule.act)) return 'role not allowed';
  return inOtherAct && rule.owned ? 'refused' : 'let in';
}

/** How the OpenAPI document must name each access level (src/server/http/openapi.ts). */
const securityOf: Record<Access, unknown[]> = {
  public: [],
  user: [{ musicianSession: [] }],
  musician: [{ musicianSession: [] }],
  admin: [{ adminSession: [] }],
};

describe('authorization matrix', () => {
  it('the OpenAPI document gives every operation the security its rule says', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const rule = rules[`${method.toUpperCase()} ${path}`];
        if (rule && JSON.stringify(operation.security) !== JSON.stringify(securityOf[rule.access])) {
          wrong.push(`${method.toUpperCase()} ${path}: ${JSON.stringify(operation.security)}, not ${rule.access}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every operation is classified', () => {
    const known = operations.map((op) => `${op.method} ${op.path}`);
    expect(known.filter((key) => !rules[key])).toEqual([]);
    expect(Object.keys(rules).filter((key) => !known.includes(key))).toEqual([]);
  });

  it('every musician operation names the capability it asks requireAct for', () => {
    const unnamed = Object.entries(rules)
      .filter(([, rule]) => rule.access === 'musician' && !rule.act)
      .map(([key]) => key);
    expect(unnamed, 'add act: one of ' + actCapabilities.join(', ') + ", or 'person'").toEqual([]);
  });

  it('no role reaches what it may not, and the allowed ones are let in', async () => {
    const holes: string[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const rule = rules[key];
      if (!rule) continue;
      const world = await buildWorld();
      for (const role of ROLES) {
        const expected = expectedFor(rule, role);
        // The act's own people each act on resources of their own (a member's delete must not
        // leave the leader a 404).
        const ofTheAct = role === 'musicianA' || role === 'member' || role === 'crew';
        if (ofTheAct && expected === 'let in' && rule.owned) world.resources = await actResources(world.actId);
        const path = pathFor(operation, rule, world);
        const body = rule.body?.(world) ?? (operation.body ? plausibleValue(operation.body) : undefined);
        const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
        if (world.cookies[role]) headers.cookie = world.cookies[role];
        if (body !== undefined) headers['content-type'] = 'application/json';
        asked.length = 0;
        const res = await fetch(t.url + path, {
          method: operation.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        const label = `${role} ${operation.method} ${path} -> ${res.status} ${text.slice(0, 120)}`;
        observed.record(key, res.status, label);
        const code = res.headers.get('content-type')?.includes('json')
          ? (JSON.parse(text) as { code?: string }).code
          : undefined;
        if (res.status >= 500) holes.push(`5xx: ${label}`);
        else if (role === 'musicianA' && rule.access === 'musician' && rule.act) {
          // The leader reaches every route's requireAct: what it asked is the route's declaration.
          const declared = rule.act === 'person' ? undefined : rule.act;
          if (asked[0] !== declared)
            holes.push(`${key} asks requireAct for ${asked[0] ?? 'nothing'}, the rule says ${rule.act}`);
        }
        if (res.status >= 500 || rule.access === 'public') continue;
        if (expected === 'let in') {
          const isStepUp = rule.stepUp && res.status === 403 && code === 'step_up_required';
          if (([401, 403].includes(res.status) && !isStepUp) || (rule.owned && res.status === 404)) {
            holes.push(`refused: ${label}`);
          }
        } else if (expected === 'not a member') {
          if (res.status !== 404 || code !== 'not_a_member') holes.push(`not 404 not_a_member: ${label}`);
        } else if (expected === 'role not allowed') {
          if (res.status !== 403 || code !== 'act_role_not_allowed')
            holes.push(`not 403 act_role_not_allowed: ${label}`);
        } else if (res.status < 400 || ![401, 403, 404].includes(res.status)) holes.push(`let in: ${label}`);
      }
    }
    expect(holes).toEqual([]);
  }, 240_000);

  it('the OpenAPI document lists the 401 and 403 each rule gives, and every status the browsers got', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const rule = rules[`${method.toUpperCase()} ${path}`];
        if (!rule) continue;
        const statuses = Object.keys(operation.responses ?? {});
        const name = `${method.toUpperCase()} ${path}`;
        if (rule.access !== 'public' && !statuses.includes('401')) wrong.push(`${name}: no 401 for ${rule.access}`);
        const roleOrOwner = rule.access === 'musician' || rule.access === 'admin' || rule.owned || rule.stepUp;
        if (roleOrOwner && !statuses.includes('403')) wrong.push(`${name}: no 403 for ${rule.access}`);
      }
    }
    expect(wrong).toEqual([]);
    // Run after the matrix above: every role's answer to every operation.
    expect(observed.size).toBeGreaterThan(operations.length);
    expect(observed.undocumented(document)).toEqual([]);
  });
});
