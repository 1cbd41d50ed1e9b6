import { Plus, Trash2 } from 'lucide-react';
import { CHOICE_KINDS, CHOICE_KIND_LABELS, SELLER_CATALOG_LIMITS, kindHasLimit, type ChoiceKind } from '@campus/contract';
import { Field, TextField, inputClass } from '../components/field';
import { NEW_GROUP, type ExtraForm } from './extras-form';

/**
 * A product's extras groups in the console (issue 38): each group's name, its kind (plain extras, pick one, up to N,
 * at least M) with its number, its options with prices (₦0 for free) and the option the product page starts with.
 */
export function ExtrasGroupsField({
  extras,
  onChange,
  errorOf,
}: {
  extras: ExtraForm[];
  onChange: (extras: ExtraForm[]) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const setExtra = (index: number, patch: Partial<ExtraForm>) =>
    onChange(extras.map((extra, i) => (i === index ? { ...extra, ...patch } : extra)));
  return (
    <fieldset className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-slate-900">Extras</legend>
      <p className="text-sm text-slate-700">
        Groups of options a shopper chooses from, each option with its price (₦0 for free). A group can ask for exactly one (a size, “Beef
        or Chicken?”), up to a number, or at least a number.
      </p>
      {extras.map((extra, index) => (
        <div key={index} className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="extras-group">
          <div className="flex items-end gap-2">
            <TextField
              id={`extra-${index}-title`}
              label={`Group ${index + 1} name`}
              error={errorOf(`extra-${index}-title`)}
              className="flex-1"
              value={extra.title}
              placeholder="Protein"
              onValue={(title) => setExtra(index, { title })}
            />
            <button
              type="button"
              onClick={() => onChange(extras.filter((_, i) => i !== index))}
              className="rounded-full p-2 text-red-700 hover:bg-red-50"
              aria-label={`Remove group ${extra.title || index + 1}`}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <GroupRule extra={extra} index={index} errorOf={errorOf} onPatch={(patch) => setExtra(index, patch)} />
          {extra.options.map((option, optionIndex) => (
            <div key={optionIndex} className="flex items-end gap-2">
              <TextField
                id={`extra-${index}-option-${optionIndex}-name`}
                label="Option"
                error={errorOf(`extra-${index}-option-${optionIndex}-name`)}
                className="flex-1"
                value={option.name}
                placeholder="Chicken"
                onValue={(name) => setExtra(index, { options: extra.options.map((o, i) => (i === optionIndex ? { ...o, name } : o)) })}
              />
              <TextField
                id={`extra-${index}-option-${optionIndex}-price`}
                label="Price (₦)"
                error={errorOf(`extra-${index}-option-${optionIndex}-price`)}
                className="w-28"
                inputMode="decimal"
                value={option.price}
                placeholder="0"
                onValue={(price) => setExtra(index, { options: extra.options.map((o, i) => (i === optionIndex ? { ...o, price } : o)) })}
              />
              <button
                type="button"
                onClick={() => setExtra(index, { options: extra.options.filter((_, i) => i !== optionIndex) })}
                className="rounded-full p-2 text-red-700 hover:bg-red-50"
                aria-label={`Remove option ${option.name || optionIndex + 1}`}
              >
                <Trash2 className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
          ))}
          {extra.options.length < SELLER_CATALOG_LIMITS.optionsMax && (
            <button
              type="button"
              onClick={() => setExtra(index, { options: [...extra.options, { name: '', price: '0' }] })}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> Add option
            </button>
          )}
        </div>
      ))}
      {extras.length < SELLER_CATALOG_LIMITS.extrasMax && (
        <button
          type="button"
          onClick={() => onChange([...extras, NEW_GROUP])}
          className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add extras group
        </button>
      )}
    </fieldset>
  );
}

/** The group's kind, its number when the kind reads one, and its default option. */
function GroupRule({
  extra,
  index,
  errorOf,
  onPatch,
}: {
  extra: ExtraForm;
  index: number;
  errorOf: (field: string) => string | undefined;
  onPatch: (patch: Partial<ExtraForm>) => void;
}) {
  const names = extra.options.map((option) => option.name.trim()).filter(Boolean);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field id={`extra-${index}-kind`} label="How shoppers choose" className="min-w-44 flex-1">
        <select
          id={`extra-${index}-kind`}
          className={inputClass}
          value={extra.kind}
          onChange={(event) => {
            const kind = event.target.value as ChoiceKind;
            // A kind that reads a number starts from 1 rather than an empty box.
            onPatch({ kind, limit: kindHasLimit(kind) ? extra.limit || '1' : '' });
          }}
        >
          {CHOICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CHOICE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      {kindHasLimit(extra.kind) && (
        <TextField
          id={`extra-${index}-limit`}
          label={extra.kind === 'upTo' ? 'Up to' : 'At least'}
          error={errorOf(`extra-${index}-limit`)}
          className="w-24"
          inputMode="numeric"
          value={extra.limit}
          onValue={(limit) => onPatch({ limit })}
        />
      )}
      <Field id={`extra-${index}-default`} label="Starts chosen" error={errorOf(`extra-${index}-default`)} className="min-w-36 flex-1">
        <select
          id={`extra-${index}-default`}
          className={inputClass}
          value={names.includes(extra.defaultOption) ? extra.defaultOption : ''}
          onChange={(event) => onPatch({ defaultOption: event.target.value })}
        >
          <option value="">No default</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
