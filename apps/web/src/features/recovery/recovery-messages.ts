/** Texts of the recovery screens (§2, §4, §8), quoted character for character. */
export const RECOVERY_TEXT = {
  recoverTitle: 'Recover Your Account',
  verifyTitle: 'Verify Your Email',
  resetTitle: 'Set New Password',
  sendFailed: 'Error sending recovery email',
  resendFailed: 'Error resending OTP',
  resetFailed: 'Failed to reset password',
  codeExpired: 'Your code has expired. Please request a new one.',
  backToLogin: 'Back to Login',
} as const;
