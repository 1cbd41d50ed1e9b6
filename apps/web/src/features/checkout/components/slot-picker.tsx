import { useEffect, useMemo, useState } from 'react';
import { PREP_MINUTES_DEFAULT, slotChoices, slotLabel, SHOP_TIMEZONE, type ShopBreakdown, type SlotShop } from '@campus/contract';

const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-none';

/** The shops of the cart as the slot rule reads them (a shop whose hours the cart did not send is taken as open). */
export function slotShopsOf(shops: readonly ShopBreakdown[]): SlotShop[] {
  return shops.map((shop) => ({
    name: shop.shopName,
    hours: shop.hours ?? { isOpen: true, openingHours: null, timezone: SHOP_TIMEZONE },
    prepMinutes: shop.prepMinutes ?? PREP_MINUTES_DEFAULT,
  }));
}

/** The minute the page is looking at, moved on every minute so past slots leave the list. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "When" at checkout (issue 38 item 4): as soon as possible, or a 15-minute slot later today or tomorrow
 * inside every shop's hours and at least each shop's preparation time ahead. The server checks the slot again.
 */
export function SlotPicker({
  shops,
  value,
  onChange,
}: {
  shops: readonly ShopBreakdown[];
  /** The chosen slot (ISO), or '' for as soon as possible. */
  value: string;
  onChange: (slotAt: string) => void;
}) {
  const now = useMinute();
  const choices = useMemo(() => slotChoices(slotShopsOf(shops), now), [shops, now]);
  const [later, setLater] = useState(value !== '');
  const chosenStillThere = value === '' || choices.some((at) => at.toISOString() === value);
  useEffect(() => {
    if (!chosenStillThere) onChange('');
  }, [chosenStillThere, onChange]);

  return (
    <fieldset className="space-y-2" aria-label="When">
      <legend className="text-base font-semibold text-slate-900">When</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="when"
          checked={!later}
          onChange={() => {
            setLater(false);
            onChange('');
          }}
          className="h-4 w-4 accent-brand-700"
        />
        As soon as possible
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="when"
          checked={later}
          disabled={choices.length === 0}
          onChange={() => {
            setLater(true);
            onChange(choices[0]?.toISOString() ?? '');
          }}
          className="h-4 w-4 accent-brand-700"
        />
        Later today or tomorrow
      </label>
      {choices.length === 0 ? (
        <p className="text-xs text-slate-500">No time later today or tomorrow suits every shop in your cart.</p>
      ) : (
        later && (
          <label className="block text-sm font-medium text-slate-700">
            Delivery time
            <select className={field} value={value} onChange={(event) => onChange(event.target.value)}>
              {choices.map((at) => (
                <option key={at.toISOString()} value={at.toISOString()}>
                  {slotLabel(at, now)}
                </option>
              ))}
            </select>
            <span className="mt-1 block text-xs font-normal text-slate-500">Times in Lagos, within every shop’s opening hours.</span>
          </label>
        )
      )}
    </fieldset>
  );
}
