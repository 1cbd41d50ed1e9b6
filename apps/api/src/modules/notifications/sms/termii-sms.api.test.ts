import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { SMS_QUEUE } from './sms-jobs';

const API_KEY = 'TLtermii-test-key-that-must-never-be-logged';

/** A loopback stand-in for Termii: records each request; answers 400 once (echoing the body, key and all), then success. */
const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let refuseNext = true;
const fake = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
    response.setHeader('content-type', 'application/json');
    if (refuseNext) {
      refuseNext = false;
      response.statusCode = 400;
      response.end(JSON.stringify({ message: 'Sender ID not approved', request: JSON.parse(raw) }));
      return;
    }
    response.end(
      JSON.stringify({ code: 'ok', message_id: '9122821270554876574', message: 'Successfully Sent', balance: 9, user: 'Campus' }),
    );
  });
});

let t: TestApp;
let logged = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({
    config: { sms: { provider: 'termii', apiKey: API_KEY, senderId: 'CampusMkt', baseUrl }, jobs: { pollMs: 20, backoffBaseMs: 20 } },
    logger: { level: 'debug', stream },
  });
});
afterAll(async () => {
  await t?.close();
  fake.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe(`Termii, the real SMS provider (issue 36 item 2, ${testDatabaseKind})`, () => {
  it("posts Termii's send-message body, retries a refusal, and never logs the API key", async () => {
    await t.container.sms.queued.send('unseen:test-part', '+2348031234567', 'Campus Market: new order CM-0000000001 is waiting.');
    await t.container.jobs.settle([SMS_QUEUE]);
    // The app's own job worker may hold the retry while settle looks: wait for the second post, not for settle.
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    const [first, second] = received;
    expect(first!.method).toBe('POST');
    expect(first!.url).toBe('/api/sms/send');
    expect(first!.headers['content-type']).toBe('application/json');
    expect(first!.body).toEqual({
      api_key: API_KEY,
      to: '2348031234567',
      from: 'CampusMkt',
      sms: 'Campus Market: new order CM-0000000001 is waiting.',
      type: 'plain',
      channel: 'generic',
    });
    expect(second!.body).toEqual(first!.body);
    // The refusal was logged (why it failed), with the key the answer echoed taken out.
    expect(logged).toContain('Termii answered 400');
    expect(logged).not.toContain(API_KEY);
    // Nothing goes to the sandbox's record when Termii is the provider.
    expect(t.container.sms.sandbox).toBeUndefined();
  });
});
