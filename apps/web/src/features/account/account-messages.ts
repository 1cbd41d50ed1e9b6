/** Texts of the account screens (§2, §8), quoted character for character. */
export const ACCOUNT_TEXT = {
  detailsFailed: 'Failed to load user details.',
  profileFetchFailed: 'An error occurred while fetching data.',
  requestFailed: 'An error occurred while processing your request.',
  phoneTitle: 'Update Your Phone Number',
} as const;
