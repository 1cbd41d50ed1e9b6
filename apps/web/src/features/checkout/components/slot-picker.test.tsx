import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyOpeningHours, type ShopBreakdown } from '@campus/contract';
import { SlotPicker } from './slot-picker';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
// Saturday 28 November 2026, 09:00 in Lagos.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), toFake: ['Date'] });
});

const shop = (name: string, hours: ShopBreakdown['hours'], prepMinutes = 20): ShopBreakdown => ({
  shopId: name,
  shopSlug: name,
  shopName: name,
  deliveryPrice: 0,
  shopDeliveryPrice: 0,
  subtotal: 0,
  items: [],
  hours,
  prepMinutes,
});

function Picker({ shops, seen }: { shops: ShopBreakdown[]; seen: (slot: string) => void }) {
  const [slot, setSlot] = useState('');
  return (
    <SlotPicker
      shops={shops}
      value={slot}
      onChange={(next) => {
        setSlot(next);
        seen(next);
      }}
    />
  );
}

describe('the checkout’s When picker (issue 38 item 4)', () => {
  it('starts at as soon as possible and lists only the slots inside every shop’s hours', () => {
    const lunch = {
      isOpen: true,
      timezone: 'Africa/Lagos',
      openingHours: { ...emptyOpeningHours(), sat: [{ open: '12:00', close: '13:00' }] },
    };
    const seen = vi.fn();
    render(<Picker shops={[shop('Mama Put', lunch), shop('Suya Spot', { ...lunch, openingHours: null })]} seen={seen} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'As soon as possible' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Later today or tomorrow' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Today 12:00', 'Today 12:15', 'Today 12:30', 'Today 12:45']);
    expect(seen).toHaveBeenLastCalledWith('2026-11-28T11:00:00.000Z');
    fireEvent.change(screen.getByLabelText(/Delivery time/), { target: { value: '2026-11-28T11:30:00.000Z' } });
    expect(seen).toHaveBeenLastCalledWith('2026-11-28T11:30:00.000Z');
    fireEvent.click(screen.getByRole('radio', { name: 'As soon as possible' }));
    expect(seen).toHaveBeenLastCalledWith('');
  });

  it('says so, and offers no later time, when no slot suits every shop', () => {
    const closed = { isOpen: true, timezone: 'Africa/Lagos', openingHours: emptyOpeningHours() };
    render(<Picker shops={[shop('Mama Put', closed)]} seen={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Later today or tomorrow' }).disabled).toBe(true);
    expect(screen.getByText('No time later today or tomorrow suits every shop in your cart.')).toBeTruthy();
  });
});
