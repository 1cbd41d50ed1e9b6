/** The filters' text-field look, shared by the seller screens' forms. */
export const FIELD_CLASS = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base';

/** A labelled date input of a filter form (history, takings): the value is the input's yyyy-mm-dd text. */
export function DateField({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The wrapper's layout in its form. */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} className={FIELD_CLASS} />
    </div>
  );
}
