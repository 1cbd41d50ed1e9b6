import { LIMITS, MESSAGES, PROMO_MESSAGES, SELLER_MESSAGES } from '@campus/contract';
import { DEFAULT_AUTH_LIMITS, LimitFactory, type AuthLimits, type LimitBackend } from './rate-limits';

/**
 * The limits of accounts and recovery, made once per app in the shared backend (decision 045). Each service
 * declares the limits it takes (`UsersLimits`, `RecoveryLimits`, `InvitationLimits`, `PromoLimits`) and is handed these by name,
 * so auth imports none of those modules (issue 33 item 1).
 */
export function buildAuthLimits(backend: LimitBackend, overrides: Partial<AuthLimits> = {}) {
  const rules = { ...DEFAULT_AUTH_LIMITS, ...overrides };
  const factory = new LimitFactory(backend);
  return {
    users: {
      signInPerPair: factory.make('sign-in-pair', rules.signInPerPair),
      signInPerIp: factory.make('sign-in-ip', rules.signInPerIp),
      signInPerPhone: factory.make('sign-in-phone', rules.signInPerPhone),
      signUpPerIp: factory.make('sign-up-ip', rules.signUpPerIp),
      emailChangePerUser: factory.make('email-change-user', rules.emailChangePerUser),
    },
    recovery: {
      forgotPerEmail: factory.make('forgot-email', rules.forgotPerEmail),
      forgotPerIp: factory.make('forgot-ip', rules.forgotPerIp),
      verifyPerIp: factory.make('verify-ip', rules.verifyPerIp),
      resetPerIp: factory.make('reset-ip', rules.resetPerIp),
      resendLock: factory.make('resend-lock', { max: 1, windowSeconds: LIMITS.otpResendLockSeconds }, MESSAGES.resendTooSoon),
    },
    invitations: {
      perShop: factory.make('invite-shop', rules.invitePerShop, SELLER_MESSAGES.tooManyInvitations),
      perInviter: factory.make('invite-inviter', rules.invitePerInviter, SELLER_MESSAGES.tooManyInvitations),
    },
    promos: {
      guessesPerUser: factory.make('promo-guesses-user', rules.promoGuessesPerUser, PROMO_MESSAGES.tooManyGuesses),
    },
  };
}
