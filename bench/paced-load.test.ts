import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad, percentile, schedule } from './paced-load';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('schedule', () => {
  it('spaces requests evenly and lets the steps take turns', () => {
    const slots = schedule(70, 2, 7);
    expect(slots).toHaveLength(140);
    expect(slots.slice(0, 8).map((s) => s.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 0]);
    const gaps = slots.slice(1).map((s, i) => s.at - (slots[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeCloseTo(1000 / 70, 9);
    for (let step = 0; step < 7; step++) expect(slots.filter((s) => s.step === step)).toHaveLength(20);
  });
});

describe('pacedLoad', () => {
  const arrivals: string[] = [];
  const answered = new Set<string>();
  /** Requests of the ordered step that arrived before their shopper's previous one was answered. */
  const overtaking: string[] = [];
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const path = request.url ?? '';
        if (path.startsWith('/fail')) return void response.writeHead(500).end();
        if (path.startsWith('/slow')) return void setTimeout(() => response.end('ok'), 30);
        arrivals.push(`${request.method} ${path}`);
        const [, , shopper, turn] = path.split('/').map(Number);
        if (turn && !answered.has(`${shopper}/${turn - 1}`)) overtaking.push(path);
        // Adds are held longer than the shopper's pace, so the next request would overtake them if it were not chained.
        setTimeout(
          () => {
            answered.add(`${shopper}/${turn}`);
            response.end('ok');
          },
          path.endsWith('/0') ? 25 : 1,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the timetable, counts failures, keeps each shopper in order and counts latency from when a request was due', async () => {
    const figures = await pacedLoad(
      url,
      [
        { name: 'slow', request: () => ({ method: 'GET', path: '/slow' }) },
        { name: 'fail', request: () => ({ method: 'GET', path: '/fail' }) },
        {
          name: 'ordered',
          shoppers: 2,
          request: (shopper, turn) => ({
            method: turn % 2 === 0 ? 'POST' : 'PUT',
            path: `/cart/${shopper}/${turn}/${turn % 2}`,
            body: '{}',
          }),
        },
      ],
      { rate: 300, durationSeconds: 0.5, connections: 4 },
    );
    expect(figures.map((f) => [f.name, f.requests, f.errors, f.non2xx])).toEqual([
      ['slow', 50, 0, 0],
      ['fail', 50, 0, 50],
      ['ordered', 50, 0, 0],
    ]);
    // Every slow answer took at least the server's 30 ms, measured from its due time.
    expect(figures[0]?.p50).toBeGreaterThanOrEqual(30);
    for (const shopper of [0, 1]) {
      const turns = arrivals.filter((a) => a.includes(`/cart/${shopper}/`)).map((a) => Number(a.split('/')[3]));
      expect(turns).toEqual(Array.from({ length: 25 }, (_, i) => i));
    }
    expect(overtaking).toEqual([]);
    expect(arrivals.filter((a) => a.startsWith('PUT')).every((a) => a.endsWith('/1'))).toBe(true);
  });

  it("says how late the generator itself sent each step, so a stall of its own is not read as the server's", async () => {
    // The generator's thread blocked for 120 ms a tenth of a second in: the requests due meanwhile leave late.
    const blocked = setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120), 100);
    const [figure] = await pacedLoad(url, [{ name: 'ok', request: () => ({ method: 'GET', path: '/ok/0/1' }) }], {
      rate: 200,
      durationSeconds: 0.5,
      connections: 4,
    });
    clearTimeout(blocked);
    // Of 100 requests, the ~24 due while it was blocked left up to 120 ms late: the p99 is one of them.
    expect(figure?.lateP99).toBeGreaterThanOrEqual(60);
    expect(figure?.p99).toBeGreaterThanOrEqual(figure?.lateP99 ?? Number.POSITIVE_INFINITY);
  });
});
