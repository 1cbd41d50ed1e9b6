/** Texts of the sign-in and sign-up screens (§2, §4, §8), quoted character for character. */
export const AUTH_TEXT = {
  signInFailed: 'An unexpected error occurred. Please try again.',
  signUpFailed: 'Signup failed. Please try again.',
  noAccount: 'No account? Create an account',
  signUpTitle: 'Create Your Account',
  noHallMatch: 'No results found',
  modalTitle: 'Sign in to continue',
  modalText: 'Please log in to add items to your cart and continue shopping',
} as const;
