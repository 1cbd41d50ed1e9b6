import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_JOB_MESSAGES, type AdminJob } from '@campus/contract';
import { renderScreen } from '@/testing/render-screen';
import { AdminJobsPage } from './admin-jobs-screen';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'op@example.com', hall: 'Bethel', address: '', fullName: 'Ada Operator' })}.sig`;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const JOB: AdminJob = {
  id: '5f0c1c52-6a61-4c55-9e5c-1b1d2c3e4f51',
  queue: 'mail',
  key: '1b1d2c3e-6a61-4c55-9e5c-5f0c1c524f51',
  state: 'failed',
  attempts: 8,
  maxAttempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-11-24T10:00:00.000Z',
};

let retried: string[];
let failed: AdminJob[];
beforeEach(() => {
  localStorage.setItem('authToken', token());
  retried = [];
  failed = [JOB];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/me/roles')) return json(200, { operator: true, shops: [] });
      if (init?.method === 'POST' && url.includes('/admin/jobs/')) {
        retried.push(url);
        failed = [];
        return json(200, { ...JOB, state: 'created', attempts: 0 });
      }
      if (url.endsWith('/admin/jobs')) return json(200, { jobs: failed });
      return json(404, { error: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the failed jobs screen', () => {
  it('shows a failed job with its error and attempts; Retry sends one request, says so and the list empties', async () => {
    renderScreen(<AdminJobsPage />);
    const retry = await screen.findByRole('button', { name: `Retry mail ${JOB.key}` }, { timeout: 15_000 });
    expect(screen.getByText(JOB.lastError!)).toBeTruthy();
    expect(screen.getByText(/8 of 8 attempts/)).toBeTruthy();
    fireEvent.click(retry);
    fireEvent.click(retry);
    expect(await screen.findByText(ADMIN_JOB_MESSAGES.retried, {}, { timeout: 10_000 })).toBeTruthy();
    expect(retried).toEqual([expect.stringContaining(`/admin/jobs/${JOB.id}/retry`)]);
    expect(await screen.findByText(ADMIN_JOB_MESSAGES.none, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
