import { describe, expect, it } from 'vitest';
import { telLink, whatsAppLink } from './phone-links';

describe('the shopper phone links', () => {
  it('calls the number as written, without spaces', () => {
    expect(telLink('0803 111 0001')).toBe('tel:08031110001');
    expect(telLink('+234 803 111 0001')).toBe('tel:+2348031110001');
  });

  it('opens WhatsApp at the international number: 0803… becomes 234803…, +234… and 234… stay', () => {
    expect(whatsAppLink('08031110001')).toBe('https://wa.me/2348031110001');
    expect(whatsAppLink('+234 803 111 0001')).toBe('https://wa.me/2348031110001');
    expect(whatsAppLink('2348031110001')).toBe('https://wa.me/2348031110001');
  });
});
