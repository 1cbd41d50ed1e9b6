import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@campus/contract';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { fillCart, pickProductsFromShops } from '../../test/checkout-fixtures';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

/**
 * Mail that always arrives (issue 19): a real SMTP sink that refuses the first attempts of every
 * message; the job queue retries with backoff until it is accepted.
 */
const REFUSALS_PER_MESSAGE = 2;
let smtp: SmtpSink;
let t: TestApp;
const refusals = new Map<string, number>();

beforeAll(async () => {
  smtp = await startSmtpSink({
    refuse(raw) {
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      const refused = refusals.get(subject) ?? 0;
      if (refused >= REFUSALS_PER_MESSAGE) return undefined;
      refusals.set(subject, refused + 1);
      return Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
    },
  });
  t = await createTestApp({ seed: true, config: { smtpUrl: smtp.url, jobs: { pollMs: 20, backoffBaseMs: 20 } } });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('order mail through the job queue', () => {
  it('the confirmation and the accepted mail arrive after SMTP refused their first attempts', async () => {
    const shopper = await createTestUser(t.app, { fullName: 'Mail Tester' });
    const [pick] = await pickProductsFromShops(t.database.db, 1);
    await fillCart(t.database.db, shopper.user.id, [{ productId: pick!.productId, qty: 2 }]);
    const started = (await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })).json();
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    await containerOf(t.app).payments.sandbox?.flush();
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })).json();
    const orderId: string = list.orders[0].id;

    const confirmation = await smtp.delivered(`order ${orderId} confirmed`);
    expect(confirmation.to).toEqual([shopper.user.email]);
    expect(confirmation.raw).toContain(started.reference);
    expect(refusals.get(`Campus Market order ${orderId} confirmed`)).toBe(REFUSALS_PER_MESSAGE);

    const order: OrderDetail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: shopper.auth })).json();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dev/order-parts/${order.parts[0]!.id}/status`,
      payload: { status: 'accepted' },
    });
    expect(moved.statusCode).toBe(200);
    const accepted = await smtp.delivered(`order ${orderId}: Accepted`);
    expect(accepted.to).toEqual([shopper.user.email]);

    // The sink answered before the worker recorded it: wait for the outbox to say sent (the test's timeout bounds this).
    let rows = await containerOf(t.app).mail.latest({ to: shopper.user.email, limit: 10 });
    while (rows.some((row) => row.status !== 'sent')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await containerOf(t.app).mail.latest({ to: shopper.user.email, limit: 10 });
    }
    expect(rows).toHaveLength(2);
    expect(smtp.received.filter((message) => message.raw.includes(orderId))).toHaveLength(2);
  });
});

describe('mail whose direct send failed', () => {
  it('a recovery code refused by SMTP at once is delivered by the sweep while the server keeps running', async () => {
    let refusedOnce = false;
    const sink = await startSmtpSink({
      refuse() {
        if (refusedOnce) return undefined;
        refusedOnce = true;
        return Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      },
    });
    const app = await createTestApp({ config: { smtpUrl: sink.url, jobs: { pollMs: 20, backoffBaseMs: 20, mailSweepMs: 50 } } });
    try {
      const { user } = await createTestUser(app.app, { fullName: 'Sweep Tester' });
      const forgot = await app.app.inject({ method: 'POST', url: '/api/v1/user/forgot-pass', payload: { email: user.email } });
      expect(forgot.statusCode).toBe(200);
      await app.container.mail.idle();
      expect(refusedOnce).toBe(true);

      const delivered = await sink.delivered('verification code');
      expect(delivered.to).toEqual([user.email]);
      expect(delivered.raw).toMatch(/^\s{4}\d{6}\s*$/m);
    } finally {
      await app.close();
      await sink.close();
    }
  });
});
