import { z } from 'zod';
import { text } from './text-field';
import { HALLS } from '../halls';
import { MESSAGES } from '../messages';
import { PASSWORD_RULE } from '../password-rule';
import { EMAIL_PATTERN, OTP_PATTERN, PHONE_PATTERN } from '../validators';

const required = (message: string) => text().trim().min(1, message);
/** The one email rule (validators.ts) everywhere; each form keeps its own §5 message. */
const email = (message: string) => text().trim().max(254, message).regex(EMAIL_PATTERN, message);
const emailField = email(MESSAGES.invalidEmailChange);

/** §3 sign-up payload; level, address and course are sent but not collected by the form. */
export const signUpBodySchema = z.object({
  fullName: required(MESSAGES.fillAllFields).max(100),
  email: emailField,
  phone_number: required(MESSAGES.fillAllFields).max(20),
  hall: z.enum(HALLS, { message: MESSAGES.selectHall }),
  /** The password rule (password-rule.ts) is checked by the service, with the scorer loaded. */
  password: text().min(1, MESSAGES.fillAllFields).max(PASSWORD_RULE.maxLength, MESSAGES.passwordTooLong),
  level: text().max(50).optional().default(''),
  address: text().max(200).optional().default(''),
  course: text().max(100).optional().default(''),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;
export const signUpResponseSchema = z.object({ message: z.string() });

export const signInBodySchema = z.object({
  phone_number: required(MESSAGES.fillAllFields).max(20),
  password: text().min(1, MESSAGES.fillAllFields).max(PASSWORD_RULE.maxLength, MESSAGES.passwordTooLong),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** §3 user profile. */
export const userProfileSchema = z.object({
  fullName: z.string(),
  phone_number: z.string(),
  hall: z.string(),
  email: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const signInResponseSchema = z.object({ token: z.string(), userProfile: userProfileSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** §3 session token payload. */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  exp: z.number(),
  email: z.string(),
  hall: z.string(),
  address: z.string(),
  fullName: z.string(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const addPhoneBodySchema = z.object({ phone_number: text().trim().regex(PHONE_PATTERN, MESSAGES.invalidPhone) });
export type AddPhoneBody = z.infer<typeof addPhoneBodySchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: text().min(1, MESSAGES.fillAllFields).max(PASSWORD_RULE.maxLength, MESSAGES.passwordTooLong),
  /** The one password rule (password-rule.ts): its length here, the rest in the service. */
  newPassword: text().min(PASSWORD_RULE.minLength, MESSAGES.resetPasswordTooShort).max(PASSWORD_RULE.maxLength, MESSAGES.passwordTooLong),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Account changes that alter the session (password, email) answer a fresh token: older ones are revoked or stale. */
export const accountChangeResponseSchema = z.object({ message: z.string(), token: z.string() });
export type AccountChangeResponse = z.infer<typeof accountChangeResponseSchema>;

/**
 * Changing the email, step 1 (issue 35): the new address and the current password. Nothing changes
 * yet: a 6-digit code goes to the new address.
 */
export const changeEmailBodySchema = z.object({
  email: emailField,
  password: text().min(1, MESSAGES.fillAllFields).max(PASSWORD_RULE.maxLength, MESSAGES.passwordTooLong),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export const changeEmailStartedSchema = z.object({ message: z.string(), email: z.string() });
export type ChangeEmailStarted = z.infer<typeof changeEmailStartedSchema>;

/** Step 2: the code mailed to the new address; only then the email changes (the answer carries a fresh token). */
export const confirmEmailChangeBodySchema = z.object({ code: text().regex(OTP_PATTERN, MESSAGES.invalidOtp) });
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBodySchema>;

const recoveryEmail = email(MESSAGES.invalidEmailRecovery);

export const forgotPasswordBodySchema = z.object({ email: recoveryEmail });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export const forgotPasswordResponseSchema = z.object({ message: z.string(), userId: z.string().optional() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** §7 verify-otp sends the code as a number; leading zeros are restored to 6 digits. */
export const verifyOtpBodySchema = z.object({
  email: recoveryEmail,
  otp: z.union(
    [
      z.number({ message: MESSAGES.invalidOtp }).int(MESSAGES.invalidOtp).min(0, MESSAGES.invalidOtp).max(999999, MESSAGES.invalidOtp),
      text().regex(OTP_PATTERN, MESSAGES.invalidOtp),
    ],
    { message: MESSAGES.invalidOtp },
  ),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;
/** `resetToken` (addition, issue 18): the one-time proof of this verify that reset-pass requires. */
export const verifyOtpResponseSchema = z.object({ message: z.string(), userId: z.string(), resetToken: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const resetPasswordBodySchema = z.object({
  email: recoveryEmail,
  newPassword: text().min(PASSWORD_RULE.minLength, MESSAGES.resetPasswordTooShort).max(PASSWORD_RULE.maxLength, MESSAGES.passwordTooLong),
  /** Addition (issue 18): the token verify-otp answered; without it nobody can reset, whoever knows the email. */
  resetToken: text({ error: MESSAGES.verifyFirst }).min(1, MESSAGES.verifyFirst).max(200, MESSAGES.verifyFirst),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Development-only mail outbox (GET dev/outbox), read by /test-panel and the browser journeys. */
export const outboxQuerySchema = z.object({
  to: text().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
