/** What the auth feature offers to other features, besides its services (eslint-rules/feature-boundaries.js). */
export { COOKIE_NAMES, clearSessionCookie, isSecure, setSessionCookie } from './cookies';
export { signOutToken } from './end-sessions';
export { endBrowserSession, startBrowserSession } from './browser-session';
export { createAuthSession, sessionMetaOf } from './session-store';
export { hashToken, newSessionToken } from './tokens';
export { hashPassword } from './passwords';
export { endUserSessions } from './end-sessions';
export { clearSignInFailures, guardSignIn, knownDeviceSigningIn } from './sign-in-guard';
export { sendResetLinkAsAdmin } from './password-reset-service';
export { hasSecondFactor, requireFreshStepUp, resetSecondFactor } from './second-factor/service';
export { mailIfUnseenDevice } from './unseen-device';
export { describeDevice } from './second-factor/devices-service';
export { writeSecurityEvent } from './second-factor/queries';
/** A change of payout details is a security change its owner hears of (earnings' payouts). */
export { queueSecurityNotice } from './emails/security';
