import { webMessages } from './web-messages';

/**
 * User-facing messages. Those quoted in the spec documents are the contract and must stay word
 * for word; the rest are ours, written so a person knows what to do next.
 */
export const messages = {
  auth: {
    emailAndPasswordRequired: 'Email and password are required',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters',
    stageNameRequiredForSignup: 'Stage name is required for signup',
    invalidEmail: 'Please enter a valid email address',
    emailTaken: 'An account with this email already exists. Sign in instead.',
    invalidCredentials: 'Invalid email or password',
    accountDeactivated: 'This account has been deactivated. Please contact support.',
    notSignedIn: 'Please sign in to continue',
    sessionExpired: 'Your session has expired. Please sign in again.',
    signInFailed: 'Sign in failed',
    signUpFailed: 'Sign up failed',
    signupsDisabled: 'New sign-ups are paused at the moment. Please try again later.',
    tooManyAttempts: 'Too many attempts from your network. Please wait a few minutes and try again.',
    networkError: 'Network error. Please check your connection and try again.',
  },
  password: {
    currentRequired: 'Current password is required',
    newRequired: 'New password is required',
    newTooShort: 'New password must be at least 6 characters long',
    newDoNotMatch: 'New passwords do not match',
    newSameAsCurrent: 'New password must be different from current password',
    currentWrong: 'Current password is incorrect',
    noPasswordSet: 'This account signs in with Google and has no password to change',
    changeFailed: 'Failed to change password',
  },
  admin: {
    invalidCredentials: 'Invalid credentials',
    notAdmin: 'Admin access required',
    useAdminSignIn: 'Administrators sign in at /admin',
  },
  account: {
    deleteFailed: 'Failed to delete account',
    passwordRequired: 'Enter your password to delete your account',
    passwordWrong: 'The password is not correct',
    setPasswordFirst:
      'Your account signs in with Google only. Set a password first (Forgot password on the sign-in page), then delete the account with it.',
  },
  http: {
    invalidJson: 'The request body is not valid JSON',
    bodyTooLarge: (limit: string) => `The request body is too large (the limit is ${limit})`,
    badUrl: 'The address is not valid',
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
    notFound: 'Not found',
    foreignOrigin: 'Requests from other websites are not allowed',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    serverError: 'Something went wrong on our side. Please try again in a moment.',
    invalidInput: 'Invalid request data. Please check your input and try again.',
  },
  /** Text only the web client shows (its own module, so the client's first download skips the rest). */
  web: webMessages,
} as const;
