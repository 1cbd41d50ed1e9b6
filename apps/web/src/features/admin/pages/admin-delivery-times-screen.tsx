import { useState, type FormEvent } from 'react';
import {
  DELIVERY_MINUTES_DEFAULT,
  DELIVERY_MINUTES_MAX,
  DELIVERY_MINUTES_MIN,
  EVERY_HALL,
  HALLS,
  type DeliveryTimeBody,
} from '@campus/contract';
import { useDeliveryTimes, useSetDeliveryTime } from '../api/admin-delivery-times-api';
import { AdminShell, ErrorText, buttonClass, inputClass, quietButtonClass } from '../components/admin-shell';

const hallName = (hall: string) => (hall === EVERY_HALL ? 'Every hall' : hall);

/**
 * Delivery times (issue 36 item 6): minutes from a shop to a hall, for every hall and per hall. Shoppers
 * see them added to a shop's usual time ("About 25–35 min to Queen Esther"); each change is audited.
 */
export function AdminDeliveryTimesPage() {
  const times = useDeliveryTimes();
  const set = useSetDeliveryTime();
  const [hall, setHall] = useState<string>(EVERY_HALL);
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!/^\d{1,3}$/.test(minutes.trim()) || value < DELIVERY_MINUTES_MIN || value > DELIVERY_MINUTES_MAX) {
      setProblem(`Delivery time must be whole minutes from ${DELIVERY_MINUTES_MIN} to ${DELIVERY_MINUTES_MAX}`);
      return;
    }
    setProblem(null);
    set.mutate({ hall, minutes: value } as DeliveryTimeBody, { onSuccess: () => setMinutes('') });
  };

  return (
    <AdminShell title="Delivery times">
      <p className="mb-4 text-sm text-slate-700">
        Minutes from a shop to a hall. A hall without its own time takes every hall's; without either, shoppers are shown{' '}
        {DELIVERY_MINUTES_DEFAULT} minutes.
      </p>
      <ErrorText error={times.error} />
      <ErrorText error={set.error} />
      <form
        onSubmit={submit}
        noValidate
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        aria-label="Set a delivery time"
      >
        <label className="min-w-48 flex-1 text-sm font-medium text-slate-800">
          Hall
          <select className={`${inputClass} mt-1`} value={hall} onChange={(event) => setHall(event.target.value)}>
            <option value={EVERY_HALL}>Every hall</option>
            {HALLS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="w-32 text-sm font-medium text-slate-800">
          Minutes
          <input
            className={`${inputClass} mt-1`}
            inputMode="numeric"
            value={minutes}
            aria-invalid={Boolean(problem)}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass} disabled={set.isPending}>
          Save
        </button>
        {problem && (
          <p role="alert" className="w-full text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
      {times.isPending && <p className="text-slate-600">Loading…</p>}
      {times.data &&
        (times.data.times.length === 0 ? (
          <p className="text-slate-700">No delivery times yet: shoppers are shown {DELIVERY_MINUTES_DEFAULT} minutes to every hall.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" aria-label="Delivery times">
            {times.data.times.map((time) => (
              <li key={time.hall} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="font-medium text-slate-900">{hallName(time.hall)}</span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums text-slate-800">{time.minutes} min</span>
                  <button
                    type="button"
                    className={quietButtonClass}
                    disabled={set.isPending}
                    aria-label={`Remove the time for ${hallName(time.hall)}`}
                    onClick={() => set.mutate({ hall: time.hall, minutes: null } as DeliveryTimeBody)}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ))}
    </AdminShell>
  );
}
