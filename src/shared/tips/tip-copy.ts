import { PLATFORM_FEE_PERCENT } from '../constants';

/**
 * What the app says about tips wherever it mentions them, in one place so every
 * page tells the same, true story: a tip is optional, paid by card in the app when the musician's
 * live show takes tips, the platform keeps its fee, and the musician withdraws the rest from the
 * dashboard. With the default local payment provider no real card is charged (TEST MODE).
 */
export const tipCopy = {
  fanStepTitle: 'Add a tip, if you want',
  fanStepText:
    'A tip is up to you, paid by card right in the app when the show takes tips. Some artists set a request price; you see it before you pay.',
  musicianStepTitle: 'Play requests, earn tips',
  musicianStepText: `Requests arrive in your live queue. Card tips go to your balance, less the ${PLATFORM_FEE_PERCENT} % platform fee.`,
  signUpBenefit: `Card tips from fans, less a ${PLATFORM_FEE_PERCENT} % fee, withdrawn from your dashboard`,
  signUpPitch: 'Take requests, and card tips paid in the app, at every gig.',
  qrAdviceTitle: 'Tell fans they can tip',
  qrAdviceText: `Fans can add a tip to a request, paid by card on their phone. You keep it less the ${PLATFORM_FEE_PERCENT} % platform fee and withdraw it from your dashboard.`,
  testMode:
    'TEST MODE: payments use the built-in test provider, so no real card is charged until the platform connects a card payment provider.',
} as const;
