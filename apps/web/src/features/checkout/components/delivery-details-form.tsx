import { DELIVERY_NOTE_MAX_LENGTH, HALLS, type DeliveryDetailsInput } from '@campus/contract';

const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-none';

/** Where the order goes (issue 19): hall (the profile's, changeable), room or block, a note to the shops. */
export function DeliveryDetailsForm({ value, onChange }: { value: DeliveryDetailsInput; onChange: (next: DeliveryDetailsInput) => void }) {
  const note = value.note ?? '';
  return (
    <fieldset className="space-y-3" aria-label="Delivery details">
      <legend className="text-base font-semibold text-slate-900">Delivery details</legend>
      <label className="block text-sm font-medium text-slate-700">
        Hall
        <select className={field} value={value.hall ?? ''} onChange={(event) => onChange({ ...value, hall: event.target.value })}>
          <option value="">Select your hall</option>
          {HALLS.map((hall) => (
            <option key={hall} value={hall}>
              {hall}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Room or block
        <input
          className={field}
          value={value.room ?? ''}
          maxLength={60}
          autoComplete="address-line2"
          onChange={(event) => onChange({ ...value, room: event.target.value })}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Note to the shop
        <textarea
          className={field}
          rows={2}
          value={note}
          maxLength={DELIVERY_NOTE_MAX_LENGTH}
          onChange={(event) => onChange({ ...value, note: event.target.value })}
        />
        <span className="block text-right text-xs text-slate-500">{`${note.length}/${DELIVERY_NOTE_MAX_LENGTH}`}</span>
      </label>
    </fieldset>
  );
}
