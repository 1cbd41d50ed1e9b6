import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PAYMENT_PROVIDER: 'sandbox',
  PUBLIC_URL: 'https://market.example',
};

describe('observability settings (issue 34)', () => {
  it('production logs access lines at info unless ACCESS_LOG_LEVEL says otherwise; development keeps Fastify’s own', () => {
    expect(loadConfig(production).accessLogLevel).toBe('info');
    expect(loadConfig({ ...production, ACCESS_LOG_LEVEL: 'silent' }).accessLogLevel).toBe('silent');
    expect(loadConfig({}).accessLogLevel).toBeUndefined();
    expect(() => loadConfig({ ACCESS_LOG_LEVEL: 'loud' })).toThrow(/ACCESS_LOG_LEVEL/);
  });

  it('reads the metrics port and token, the OTLP endpoint and the job retention (7 days by default)', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, token: undefined });
    expect(loadConfig({}).jobRetentionDays).toBe(7);
    const set = loadConfig({
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-long-enough-token',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      JOB_RETENTION_DAYS: '30',
    });
    expect(set.metrics).toEqual({ port: 9464, token: 'a-long-enough-token' });
    expect(set.otlpEndpoint).toBe('http://127.0.0.1:4318');
    expect(set.jobRetentionDays).toBe(30);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ JOB_RETENTION_DAYS: '0' })).toThrow(/JOB_RETENTION_DAYS/);
  });
});
