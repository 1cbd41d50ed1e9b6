import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_PART_STATUSES,
  TERMINAL_PART_STATUSES,
  canTransition,
  isTerminalStatus,
  nextStatuses,
  overallStatus,
  transition,
  type OrderPartStatus,
} from './order-status';

const anyStatus = fc.constantFrom(...ORDER_PART_STATUSES);
const anyReason = fc.option(fc.string({ maxLength: 250 }), { nil: undefined });

describe('order part state machine', () => {
  it('the happy path goes paid → accepted → preparing → ready → out_for_delivery → delivered', () => {
    const path: OrderPartStatus[] = ['paid', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];
    for (let i = 0; i + 1 < path.length; i++)
      expect(transition(path[i]!, path[i + 1]!)).toEqual({ ok: true, status: path[i + 1], reason: null });
  });

  it('no transition leaves delivered, rejected or cancelled (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMINAL_PART_STATUSES), anyStatus, anyReason, (from, to, reason) => {
        expect(canTransition(from, to)).toBe(false);
        expect(transition(from, to, reason)).toEqual({ ok: false, problem: 'terminal' });
      }),
    );
  });

  it('every walk from paid ends in a terminal state, within as many steps as there are statuses (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: ORDER_PART_STATUSES.length, maxLength: ORDER_PART_STATUSES.length }), (choices) => {
        let status: OrderPartStatus = 'paid';
        let steps = 0;
        for (const choice of choices) {
          const next = nextStatuses(status);
          if (next.length === 0) break;
          const to = next[choice % next.length]!;
          const result = transition(status, to, 'because');
          expect(result.ok).toBe(true);
          status = to;
          steps++;
        }
        expect(isTerminalStatus(status)).toBe(true);
        expect(steps).toBeLessThan(ORDER_PART_STATUSES.length);
      }),
    );
  });

  it('a status with no way forward is terminal, and a terminal one has none (property)', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        expect(nextStatuses(status).length === 0).toBe(isTerminalStatus(status));
      }),
    );
  });

  it('rejected and cancelled need a reason of at most 200 characters', () => {
    expect(transition('paid', 'rejected')).toEqual({ ok: false, problem: 'reason_required' });
    expect(transition('paid', 'cancelled', '   ')).toEqual({ ok: false, problem: 'reason_required' });
    expect(transition('paid', 'rejected', 'x'.repeat(201))).toEqual({ ok: false, problem: 'reason_too_long' });
    expect(transition('accepted', 'cancelled', '  Out of rice ')).toEqual({ ok: true, status: 'cancelled', reason: 'Out of rice' });
  });

  it('steps cannot be skipped, nor taken back, and a part on its way cannot be cancelled', () => {
    expect(transition('paid', 'ready')).toEqual({ ok: false, problem: 'not_allowed' });
    expect(transition('ready', 'accepted')).toEqual({ ok: false, problem: 'not_allowed' });
    expect(transition('accepted', 'rejected', 'late')).toEqual({ ok: false, problem: 'not_allowed' });
    expect(transition('out_for_delivery', 'cancelled', 'lost')).toEqual({ ok: false, problem: 'not_allowed' });
  });

  it('an accepted transition never carries a reason for a status that does not take one (property)', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, anyReason, (from, to, reason) => {
        const result = transition(from, to, reason);
        if (result.ok && to !== 'rejected' && to !== 'cancelled') expect(result.reason).toBeNull();
      }),
    );
  });

  it('the header does not read "Paid" while a part is already Accepted: the most advanced live part speaks', () => {
    expect(overallStatus(['paid', 'accepted'])).toBe('accepted');
    expect(overallStatus(['accepted', 'paid'])).toBe('accepted');
    expect(overallStatus(['paid', 'paid'])).toBe('paid');
    expect(overallStatus(['ready', 'accepted'])).toBe('ready');
    expect(overallStatus(['rejected', 'paid'])).toBe('paid');
  });

  it('a live part keeps the order live, then how the parts ended decides', () => {
    expect(overallStatus(['delivered', 'preparing'])).toBe('preparing');
    expect(overallStatus(['cancelled', 'out_for_delivery'])).toBe('out_for_delivery');
    expect(overallStatus([])).toBe('paid');
    expect(overallStatus(['delivered', 'rejected'])).toBe('delivered');
    expect(overallStatus(['rejected', 'rejected'])).toBe('rejected');
    expect(overallStatus(['rejected', 'cancelled'])).toBe('cancelled');
  });
});
