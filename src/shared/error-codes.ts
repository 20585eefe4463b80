import { z } from 'zod';

/**
 * Every machine code an error response can carry, in one place (docs/decisions/028-error-codes.md).
 * Clients branch on the code, never on the `error` text beside it: the text is for people and may
 * be reworded, the code is a contract. A code is never renamed or reused for another meaning; a
 * refusal a client could act on differently gets its own code.
 *
 * The web imports only the `ErrorCode` type from here (erased at build), so no page pays for the
 * table or zod.
 */
export const errorCodeDescriptions = {
  // Any operation
  bad_request: 'The request was refused as it stands; the message says why.',
  validation_failed: 'One or more fields are invalid; `details` names each.',
  invalid_json: 'The body is not valid JSON.',
  bad_url: 'The URL is malformed.',
  not_signed_in: 'Not signed in, or the session has ended.',
  forbidden: 'Signed in, but not allowed to do this.',
  foreign_origin: 'A request from another site was refused.',
  not_found: 'Nothing with that id, or not visible to you.',
  conflict: 'The resource is not in a state that allows this.',
  payment_failed: 'The card was declined.',
  body_too_large: 'The body is larger than the operation accepts.',
  unsupported_media_type: 'The body is in a media type the operation does not accept.',
  rate_limited: 'Too many requests; try again later.',
  server_error: 'Something failed on our side; nothing was changed.',
  unavailable: 'A service this needs is busy or unreachable; try again shortly.',
  maintenance: 'The platform is down for maintenance (Retry-After says when to look again).',
  // Accounts and second factors
  invalid_credentials: 'The e-mail and password do not match an account.',
  account_deactivated: 'The account has been deactivated.',
  account_locked: 'Too many failed sign-ins: the account is locked for a while.',
  email_taken: 'An account with this e-mail already exists.',
  signups_disabled: 'New sign-ups are paused.',
  musician_only: 'The area is for musician accounts.',
  reset_link_invalid: 'The password reset link is invalid, used or expired.',
  password_wrong: 'The password given to confirm is wrong.',
  second_factor_required: 'A second-factor code is needed to sign in.',
  second_factor_wrong: 'The second-factor code is wrong or already used.',
  second_factor_setup_required: 'An administrator must set up a second factor first.',
  step_up_required: 'This change needs the second factor again (a fresh step-up).',
  too_many_codes: 'Too many wrong codes: wait before trying again.',
  passkey_failed: 'The passkey could not be verified.',
  password_not_set: 'The account signs in with Google only: set a password first.',
  password_required: 'This change needs the account’s password, and none was given.',
  second_factor_already_on: 'That second factor is already set up.',
  second_factor_not_set_up: 'There is no second factor (of that kind) to use, confirm or remove yet.',
  last_second_factor: 'An administrator’s last second factor cannot be removed.',
  google_sign_in_failed: 'Signing in with Google did not complete (a stale or forged answer): start again.',
  google_account_linked_elsewhere: 'The account with this e-mail is linked to another Google account.',
  // A fan's request
  session_not_live: 'The show is not live (ended, or no such show).',
  requests_paused: 'The show has paused requests.',
  device_blocked: 'The musician is not taking requests from this phone.',
  show_full: 'The show has taken all the requests it will.',
  not_in_repertoire: 'The show takes songs from its repertoire only, and this is not one.',
  same_song_recently: 'This phone asked for the same song a moment ago.',
  premium_not_offered: 'The show does not offer premium requests.',
  idempotency_key_reused: 'The Idempotency-Key was used for a different request.',
  backing_off: 'The show does not take backing of waiting songs (turned off, or requests are priced).',
  already_backed: 'This phone already backs that song.',
  request_not_waiting: 'The song is no longer waiting (played, declined or withdrawn).',
  tip_not_paid: 'The tip has not been paid, so there is no receipt.',
  // A phone's push subscription (Buzz me when it's next)
  push_unavailable: 'The server has no Web Push keys (PostgreSQL without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY).',
  push_endpoint_refused: 'The subscription’s endpoint is not a push service the server sends to.',
  push_keys_invalid: 'The subscription’s p256dh key is not a P-256 public key.',
  push_nothing_requested: 'This phone has sent no request to the show, so there is nothing to buzz it about.',
  push_not_subscribed: 'This phone has no such push subscription for the show.',
  // The musician's show
  profile_incomplete: 'The profile needs a bio and a music style before going live.',
  already_live: 'The musician already has a live show.',
  session_ended: 'The show has ended.',
  invalid_transition: 'The request cannot move to that status from its current one.',
  no_phone_to_block: 'The request was made before phones carried an id: there is no phone to block or unblock.',
  session_not_active: 'The show is not taking requests now, so it cannot be paused.',
  session_not_paused: 'The show is not paused, so it cannot be resumed.',
  end_before_start: 'The planned end time is not after the start time.',
  repertoire_empty: 'Requests cannot be limited to the repertoire while it is empty.',
  nothing_up_next: 'There is no song playing or waiting to move on to.',
  nothing_to_undo: 'There is nothing to undo.',
  // Repertoire, gigs and profile
  repertoire_full: 'The repertoire holds as many songs as it may.',
  duplicate_song: 'That song (title and artist) is already listed.',
  csv_empty: 'The CSV file has no songs in it.',
  csv_too_many_lines: 'The CSV file has more lines than one import takes.',
  gig_date_in_past: 'A gig cannot be put on a date that has passed.',
  gig_repeat_invalid:
    'The repeat does not fit: it ends before it starts or too far ahead, or the gig is not part of a series.',
  unknown_venue: 'No such venue (or it is no longer listed).',
  not_an_image: 'The file is not a JPEG, PNG or WebP picture.',
  image_too_large: 'The picture is larger than the upload limit.',
  follow_link_invalid: 'The follow confirmation or stop link is unknown or used.',
  // Plans
  subscription_required: 'An active subscription or trial is needed for this.',
  already_subscribed: 'The musician already has an active plan.',
  password_change_required: 'An administrator made with Add User must choose a new password first.',
  lifetime_access: 'The musician has lifetime (free) access: there is no plan to change.',
  no_card_to_remove: 'There is no card on the trial to remove.',
  not_cancellable: 'Only an active plan can be cancelled.',
  not_reactivatable: 'Only a plan that is cancelling can be taken back.',
  nothing_to_refund: 'There is no paid first payment to refund.',
  checkout_closed: 'The checkout was already completed or abandoned.',
  // Acts and members
  not_a_member: 'Not a current member of any act (or not of the one named).',
  act_role_not_allowed: 'Your role in the act does not allow this.',
  unknown_role: 'The role is not leader, member or crew.',
  invitation_not_valid: 'The invitation link is unknown, used, expired, withdrawn or for another address.',
  already_a_member: 'The person is already a current member of the act.',
  act_needs_leader: 'The change would leave the act without a leader.',
  shares_must_total_100: 'The current members’ shares would not add up to 100 % (crew hold none).',
  // Setlists (decision 043)
  setlist_changed: 'Another device saved the setlist since this one loaded it: load it again, then redo the change.',
  setlist_limit: 'The act keeps as many setlists as it may: delete one first.',
  night_no_set: 'The show has no setlist on stage: choose one for it first.',
  night_underway: 'The show already has its setlist on stage.',
  night_item_done: 'That song of the night was already played or skipped (or is playing): refresh the night.',
  request_not_slottable: 'The request cannot take a place in the night: it is played or declined, or already slotted.',
  // E-mail
  unsubscribe_link_invalid: 'The one-click unsubscribe address is forged, damaged or already used.',
  // Download my data (docs/decisions/044-data-export.md)
  export_daily_limit:
    'One data export a day (UTC days): Retry-After and the message say when the next may be asked for.',
  export_link_invalid: 'The data export link is unknown, already used or expired (links work once, for 24 hours).',
  // Money
  refund_collided: 'Another refund of the same tip was made at the same moment; this one was not made.',
  withdrawal_below_minimum: 'The amount is below the minimum withdrawal.',
  withdrawal_above_maximum: 'The amount is above the maximum withdrawal.',
  insufficient_funds: 'The amount is more than is available to withdraw.',
  withdrawal_not_pending: 'The withdrawal has already been decided.',
  withdrawal_in_progress: 'A withdrawal is on its way: the account cannot be deleted until it lands.',
  payouts_not_enabled: 'Payouts are not set up for this account yet.',
  refund_not_possible: 'The tip was not paid through the payment provider, so it cannot be refunded here.',
  already_refunded: 'The tip has been refunded in full already.',
  refund_too_much: 'The amount is more than is left to refund of the tip.',
  // Administration
  date_range_invalid: 'The date range is backwards, in the future, too long or older than what is kept.',
} as const;

export const errorCodes = Object.keys(errorCodeDescriptions) as [ErrorCode, ...ErrorCode[]];
export type ErrorCode = keyof typeof errorCodeDescriptions;

/** The `code` of every error response, as the OpenAPI document lists it. */
export const errorCode = z
  .enum(errorCodes)
  .describe(
    `A stable machine code; clients branch on it, never on the message. ${errorCodes
      .map((code) => `\`${code}\`: ${errorCodeDescriptions[code]}`)
      .join(' ')}`,
  );
