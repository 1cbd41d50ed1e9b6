import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

describe('SMS settings (issue 36)', () => {
  it('default to the sandbox, which delivers nothing and needs no key', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'sandbox' });
  });

  it('refuse to start Termii without its API key and sender ID', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'termii' })).toThrow(/TERMII_API_KEY and TERMII_SENDER_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k' })).toThrow(/TERMII_SENDER_ID/);
  });

  it("take Termii's key, sender ID and base address", () => {
    expect(loadConfig({ SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'CampusMkt' }).sms).toEqual({
      provider: 'termii',
      apiKey: 'k',
      senderId: 'CampusMkt',
      baseUrl: 'https://api.ng.termii.com',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });
});
