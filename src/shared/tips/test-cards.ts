/**
 * The built-in `local` payment provider's test cards (PAYMENTS=local, the default). They are the
 * numbers Stripe documents for its own test mode, so a musician or tester who knows one knows the
 * other. No real card is ever accepted here: any other number is refused as not a test card.
 */
/**
 * `charge_fails` is Stripe's 4000 0000 0000 0341: it can be saved for later (a subscription's
 * card), but every charge of it is declined, so a renewal fails. Paid on the spot, it is declined.
 */
export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action' | 'charge_fails';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  outcome: TestCardOutcome;
  label: string;
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', label: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds', label: 'Succeeds (Mastercard)' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', label: 'Declined: insufficient funds' },
  {
    number: '4000002500003155',
    brand: 'visa',
    outcome: 'requires_action',
    label: 'Asks for a second step (approve or fail it)',
  },
  { number: '4000000000000341', brand: 'visa', outcome: 'charge_fails', label: 'Saves, but later charges fail' },
];

export const testCardMessages = {
  notATestCard: 'Test mode: use one of the test card numbers shown',
  declined: 'Your card was declined',
  insufficientFunds: 'Your card has insufficient funds',
  expired: 'Your card has expired',
  invalidExpiry: 'Enter the expiry as MM/YY',
  invalidCvc: "Enter the card's 3-digit security code",
  authenticationFailed: 'The card could not be verified',
} as const;

/** Digits only, so "4242 4242 4242 4242" and "4242-4242-…" are the same card. */
export const normaliseCardNumber = (input: string): string => input.replace(/[\s-]/g, '');

export const findTestCard = (input: string): TestCard | undefined =>
  testCards.find((card) => card.number === normaliseCardNumber(input));

export interface CardDetails {
  number: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; card: TestCard; last4: string }
  | { ok: false; message: (typeof testCardMessages)[keyof typeof testCardMessages] };

/**
 * Checks a test card as a real processor would before charging it: a known test number, an expiry
 * in the future (the month counts to its end) and a 3-digit code. The outcome of a known card
 * (declined, second step…) is the provider's to act on; this only says which card it is.
 */
export function checkTestCard(details: CardDetails, now: Date): CardCheck {
  const card = findTestCard(details.number);
  if (!card) return { ok: false, message: testCardMessages.notATestCard };
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(details.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, message: testCardMessages.invalidExpiry };
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, message: testCardMessages.expired };
  if (!/^\d{3}$/.test(details.cvc.trim())) return { ok: false, message: testCardMessages.invalidCvc };
  return { ok: true, card, last4: card.number.slice(-4) };
}
