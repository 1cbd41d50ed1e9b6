import { describe, expect, it } from 'vitest';
import { PushShopReminder, type ShopMembersPush } from './shop-reminder';

describe('the half-time reminder by push (issue 36 item 3)', () => {
  it('queues one push to the shop’s members, keyed by the part so a rerun sends nothing more, opening the order in the console', async () => {
    const sent: Parameters<ShopMembersPush['notifyShopMembers']>[] = [];
    const keys = new Set<string>();
    const push: ShopMembersPush = {
      notifyShopMembers: async (...args) => {
        sent.push(args);
        const fresh = !keys.has(args[2]);
        keys.add(args[2]);
        return fresh;
      },
      partEnteredNew: async () => false,
    };
    const reminder = new PushShopReminder(push);
    const part = {
      partId: 'p-1',
      orderId: 'CM-ABCDE12345',
      shopId: 's-1',
      shopSlug: 'mama-titis-kitchen',
      shopPhone: '',
      totalKobo: 215_000,
      acceptBy: new Date('2026-11-27T12:42:00Z'),
    };
    await reminder.halfTime(part);
    await reminder.halfTime(part);
    expect(sent[0]).toEqual([
      's-1',
      expect.objectContaining({
        title: 'Order CM-ABCDE12345 is still waiting',
        url: '/seller/mama-titis-kitchen/orders?order=CM-ABCDE12345',
        body: expect.stringContaining('13:42'),
      }),
      'reminder:p-1',
    ]);
    expect(new Set(sent.map((call) => call[2]))).toEqual(new Set(['reminder:p-1']));
  });
});
