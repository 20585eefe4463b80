import { z } from 'zod';

/** Second factors (docs/decisions/023): authenticator codes, recovery codes, passkeys, step-up. */

/** A step-up proves the person is at the keyboard: it counts for this long. */
export const STEP_UP_MS = 5 * 60_000;
/** Wrong codes allowed per account in a window, across sign-in, step-up and setup. */
export const CODE_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 } as const;
export const RECOVERY_CODE_COUNT = 10;

export const secondFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right, or it was already used. Try the next one your app shows.',
  tooManyCodes: 'Too many wrong codes for this account. Wait 15 minutes and try again.',
  setupFirst: 'Set up authenticator codes first',
  alreadyEnabled: 'Authenticator codes are already set up',
  stepUpRequired: 'Confirm it is you first: this change needs a fresh second factor or your password.',
  passwordWrong: 'Password is incorrect',
  adminMustEnrol: 'Set up a second factor (a passkey or authenticator codes) before using the back office.',
  lastFactorForAdmin: 'An administrator must keep at least one second factor',
  passkeyFailed: 'That passkey could not be verified. Try again.',
  passkeyNameRequired: 'Give the passkey a name',
  sessionNotFound: 'That sign-in has already ended',
  useSecondFactorNotGoogle:
    'This account uses a second factor: sign in with your e-mail, password and code, or with a passkey',
  newDeviceSubject: 'New sign-in to your Stagecall account',
} as const;

/** 6 digits from the app, or a recovery code (xxxxx-xxxxx, the hyphen optional). */
export const secondFactorCode = z
  .string({ error: secondFactorMessages.codeRequired })
  .trim()
  .min(1, secondFactorMessages.codeRequired)
  .max(40, secondFactorMessages.codeWrong);

export const totpSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan; shown only while setting up. */
  secret: z.string(),
  otpauth_url: z.string(),
});

export const totpConfirmBody = z.strictObject({ code: secondFactorCode });
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });

export const passkeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const secondFactorStatus = z.object({
  totp_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(passkeySummary),
  /** Administrators must have one before any back-office action. */
  is_required: z.boolean(),
  /** Until when the current sign-in's step-up counts, or null. */
  stepped_up_until: z.string().nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** A code, or the password for an account without a second factor. */
export const stepUpBody = z
  .strictObject({ code: secondFactorCode.optional(), password: z.string().min(1).max(200).optional() })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    message: secondFactorMessages.stepUpRequired,
  });
export type StepUpBody = z.infer<typeof stepUpBody>;
export const stepUpResponse = z.object({ success: z.literal(true), stepped_up_until: z.string() });

export const passkeyNameBody = z.strictObject({
  name: z
    .string({ error: secondFactorMessages.passkeyNameRequired })
    .trim()
    .min(1, secondFactorMessages.passkeyNameRequired)
    .max(60, 'A passkey name is at most 60 characters'),
});

/** WebAuthn JSON as @simplewebauthn produces it; verified by the server library, not by shape. */
export const webauthnJson = z.record(z.string(), z.unknown());
export const passkeyRegisterBody = z.strictObject({ name: passkeyNameBody.shape.name, response: webauthnJson });
export const passkeyAssertionBody = z.strictObject({ response: webauthnJson });

/** Signed-in devices (Settings → Security). */
export const signedInDevice = z.object({
  id: z.number().int(),
  device: z.string(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  is_current: z.boolean(),
});
export const signedInDevices = z.object({ devices: z.array(signedInDevice) });
export type SignedInDevice = z.infer<typeof signedInDevice>;

export const securityLogEntry = z.object({ action: z.string(), created_at: z.string() });
export const securityLog = z.object({ entries: z.array(securityLogEntry) });
