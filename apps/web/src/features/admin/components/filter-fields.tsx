import type { ChangeEvent, ReactNode } from 'react';
import { useAdminShops } from '../api/admin-api';
import { buttonClass, inputClass, quietButtonClass } from './admin-shell';

/** A filter's label above its field, narrow enough for two a row on a phone. */
export const filterLabelClass = 'grid min-w-0 gap-1 text-sm font-medium text-slate-700';
const choiceClass = `${filterLabelClass} col-span-2 sm:col-span-1`;

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** The filters an address holds (`?shopId=…&from=…`): a filtered list can be shared, reloaded and gone back to. */
export function filtersFrom<K extends string>(params: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** One choice among labelled values, or `any` for all of them. */
export function ChoiceFilter(props: {
  label: string;
  any: string;
  value: string | undefined;
  onChange: Change;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <label className={choiceClass}>
      {props.label}
      <select className={inputClass} value={props.value ?? ''} onChange={props.onChange}>
        <option value="">{props.any}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every shop of the market, by name. */
export function ShopFilter({ value, onChange }: { value: string | undefined; onChange: Change }) {
  const shops = useAdminShops();
  const choices = (shops.data?.shops ?? []).map((shop) => ({ value: shop.id, label: shop.name }));
  return <ChoiceFilter label="Shop" any="Every shop" value={value} onChange={onChange} choices={choices} />;
}

/** The market's days from and to (YYYY-MM-DD, Lagos), both optional. */
export function DayRangeFilter(props: { from: string | undefined; to: string | undefined; onFrom: Change; onTo: Change }) {
  return (
    <>
      <label className={filterLabelClass}>
        From
        <input type="date" className={`${inputClass} min-w-0`} value={props.from ?? ''} onChange={props.onFrom} />
      </label>
      <label className={filterLabelClass}>
        To
        <input type="date" className={`${inputClass} min-w-0`} value={props.to ?? ''} onChange={props.onTo} />
      </label>
    </>
  );
}

/** The form's two buttons on their own row: apply, and clear every filter. */
export function FilterButtons({ apply, onClear, className }: { apply: ReactNode; onClear: () => void; className: string }) {
  return (
    <div className={`col-span-2 flex flex-wrap gap-2 ${className}`}>
      <button type="submit" className={buttonClass}>
        {apply}
      </button>
      <button type="button" className={quietButtonClass} onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
