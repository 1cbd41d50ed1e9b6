import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction';

describe('redactUrl', () => {
  it('hides the invitation token (API and page) and the sandbox access code, keeping the rest of the address', () => {
    expect(redactUrl('/api/v1/seller/invitations/AbC_123-xyz')).toBe('/api/v1/seller/invitations/[redacted]');
    expect(redactUrl('/api/v1/seller/invitations/AbC_123-xyz/accept')).toBe('/api/v1/seller/invitations/[redacted]/accept');
    expect(redactUrl('/seller/invitations/AbC_123-xyz?from=mail')).toBe('/seller/invitations/[redacted]?from=mail');
    expect(redactUrl('/sandbox/checkout/sbx_0123abcd/pay')).toBe('/sandbox/checkout/[redacted]/pay');
  });

  it('hides secret query parameters and leaves other addresses alone', () => {
    expect(redactUrl('/x?token=abc&page=2')).toBe('/x?token=[redacted]&page=2');
    expect(redactUrl('/x?page=2&resetToken=abc')).toBe('/x?page=2&resetToken=[redacted]');
    expect(redactUrl('/api/v1/orders/CM-123?limit=5')).toBe('/api/v1/orders/CM-123?limit=5');
  });

  it('the request serializer logs the redacted address', () => {
    expect(serializeRequest({ method: 'GET', url: '/api/v1/seller/invitations/secret', host: 'x', ip: '127.0.0.1' })).toMatchObject({
      method: 'GET',
      url: '/api/v1/seller/invitations/[redacted]',
      host: 'x',
      remoteAddress: '127.0.0.1',
    });
  });
});
