import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, loadConfig, mailOrigin } from './config';

const PUBLIC_URL = 'https://market.example';

describe('loadConfig', () => {
  it('gives the embedded, sandboxed defaults with no environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.payment.provider).toBe('sandbox');
    expect(config.production).toBe(false);
  });

  it('times out slow clients by default, configurable, headers within the request (issue 35)', () => {
    expect(loadConfig({}).timeouts).toEqual(DEFAULT_TIMEOUTS);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '120000', HEADERS_TIMEOUT_MS: '20000' }).timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 20_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('never seeds the demo data in production unless SEED=demo says so (issue 34)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL };
    expect(loadConfig(production).seed).toBe('never');
    expect(loadConfig({ ...production, SEED: 'auto' }).seed).toBe('never');
    expect(loadConfig({ ...production, SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({}).seed).toBe('auto');
    expect(loadConfig({ SEED: 'never' }).seed).toBe('never');
  });

  it('takes Web Push settings: both VAPID keys or neither, a mailto: or https: subject, the push service hosts (decision 096)', () => {
    expect(loadConfig({}).push).toEqual({ vapid: undefined, subject: 'mailto:support@campusmarket.local', serviceHosts: undefined });
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://market.example/contact',
        PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, Push.Example ',
      }).push,
    ).toEqual({
      vapid: { publicKey, privateKey },
      subject: 'https://market.example/contact',
      serviceHosts: ['fcm.googleapis.com', 'push.example'],
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow('VAPID_SUBJECT must be a mailto: or https: address');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow('VAPID_PUBLIC_KEY');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL }).production).toBe(
      true,
    );
  });

  it('refuses a production start without PUBLIC_URL in one clear line (mail links must not follow the Host header)', () => {
    const run = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' });
    expect(run).toThrow(/^Invalid environment:\n {2}PUBLIC_URL: required when NODE_ENV=production \(the address mailed links point to\)$/);
  });

  it('points mail links at PUBLIC_URL, else the configured local origin: never a request header', () => {
    expect(mailOrigin({ publicUrl: 'https://market.example/', port: 3000 })).toBe('https://market.example');
    expect(mailOrigin({ publicUrl: undefined, port: 4123 })).toBe('http://localhost:4123');
  });

  it('never falls back to the sandbox (which collects no money) in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL })).toThrow(
      /PAYMENT_PROVIDER: required when NODE_ENV=production/,
    );
    const live = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_PUBLIC_KEY: 'pk_live_x',
    });
    expect(live.payment.provider).toBe('paystack');
  });

  it('requires both Paystack keys for the real provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' })).toThrow(/PAYSTACK/);
  });
});
