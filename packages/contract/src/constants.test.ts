import { describe, expect, it } from 'vitest';
import {
  BOOK_SHOP_SLUG,
  CATEGORIES,
  DEFAULT_CATEGORY,
  DELAYS_MS,
  LANDING_PATH,
  LIMITS,
  STORAGE_KEYS,
  TOAST_MS,
  TRUNCATE,
  categoryPath,
} from './constants';
import { HALLS } from './halls';
import { MESSAGES } from './messages';

describe('constants of the spec', () => {
  it('lists the 21 halls of §3 in the spec’s order', () => {
    expect(HALLS).toEqual([
      'Neal Wilson',
      'Winslow',
      'Samuel Akande',
      'Bethel',
      'Emerald',
      'Topaz',
      'Gamaliel (Iperu)',
      'Justice Deborah (Iperu)',
      'Nelson Mandela',
      'Gideon Troopers',
      'Ameyo',
      'Queen Esther',
      'Platinum',
      'White',
      'Crystal',
      'Ogden',
      'Havilah',
      'Nyberg',
      'Diamond',
      'Sapphire',
      'FAD',
    ]);
    expect(new Set(HALLS).size).toBe(21);
  });

  it('has the 5 categories of §1, Food first and the default (§9)', () => {
    expect(CATEGORIES).toEqual(['Food', 'Books', 'Fashion', 'Electronics', 'Accessories']);
    expect(DEFAULT_CATEGORY).toBe('Food');
    expect(BOOK_SHOP_SLUG).toBe('book-shop');
  });

  it('carries the §9 delays, limits, truncation lengths and toast durations', () => {
    expect(DELAYS_MS).toEqual({
      afterLogout: 1000,
      afterSignIn: 1500,
      afterSignUp: 1500,
      afterCodeVerified: 1500,
      afterCodeSent: 2000,
      afterPasswordReset: 2000,
    });
    expect(LIMITS).toMatchObject({
      otpLength: 6,
      otpLifetimeSeconds: 600,
      otpResendLockSeconds: 60,
      passwordMinOnChange: 6,
      passwordMinOnReset: 8,
      passwordMinStrength: 3,
      suggestionsMax: 5,
      fuzzyThreshold: 0.4,
      fuzzyMaxPatternLength: 32,
      productSkeletonCards: 8,
      lazyImageRootMarginPx: 100,
      bookImageMaxBytes: 5 * 1024 * 1024,
    });
    expect(TRUNCATE).toEqual({ shopDescription: 50, searchDescription: 40, searchCategoryName: 20, shopCardName: 20 });
    expect(TOAST_MS).toEqual({ success: 2000, error: 4000, default: 4000 });
  });

  it('uses the §3 browser storage keys', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'authToken',
      'recoveryEmail',
      'resetUserId',
      'receiptId',
      'orderPrice',
      'customerName',
      'customerHall',
    ]);
  });

  it('quotes the spec’s messages character for character', () => {
    expect(MESSAGES).toMatchObject({
      fillAllFields: 'Please fill in all fields',
      invalidPhone: 'Please enter a valid phone number.',
      newPasswordTooShort: 'New password must be at least 6 characters long',
      invalidEmailChange: 'Please enter a valid email address.',
      invalidEmailRecovery: 'Please enter a valid email address',
      invalidOtp: 'Please enter a valid 6-digit OTP',
      invalidOrExpiredOtp: 'Invalid or expired OTP',
      resetPasswordTooShort: 'Password must be at least 8 characters long',
      passwordsDoNotMatch: 'Passwords do not match',
      weakPassword: 'Please use a stronger password',
      cartEmpty: 'Cart seems to be empty',
      outOfStock: 'Out of Stock',
      bookFillAllFields: 'Please fill all the fields',
      bookSubmitted: 'Book request submitted successfully',
      bookSubmitFailed: 'Could not submit request',
      shopNotFound: 'Shop not found',
      paymentVerificationFailed: 'Payment verification failed',
      sessionExpired: 'Session expired. Please log in again.',
    });
  });
});

describe('category addresses', () => {
  it("are the category's name after a slash, encoded, and the landing is the default category's", () => {
    expect(CATEGORIES.map(categoryPath)).toEqual(['/Food', '/Books', '/Fashion', '/Electronics', '/Accessories']);
    expect(categoryPath('Home & Garden')).toBe('/Home%20%26%20Garden');
    expect(LANDING_PATH).toBe(categoryPath(DEFAULT_CATEGORY));
  });
});
