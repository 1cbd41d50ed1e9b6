import { describe, expect, it } from 'vitest';
import { refundText } from './refund-note';

describe('refundText', () => {
  it('says refunded with the amount once processed, on its way before, and asks for patience when it failed', () => {
    expect(refundText({ amount: 1250.5, status: 'processed', at: '' }, 'these items')).toBe(
      'Refunded ₦1,250.50 to your card for these items.',
    );
    expect(refundText({ amount: 10, status: 'pending', at: '' }, 'these items')).toMatch(/^Refund of ₦10.00 .* on its way/);
    expect(refundText({ amount: 10, status: 'failed', at: '' }, 'a second charge')).toMatch(/did not go through yet/);
  });
});
