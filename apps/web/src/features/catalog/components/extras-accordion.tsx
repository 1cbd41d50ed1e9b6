import { ChevronDown } from 'lucide-react';
import { formatNaira, type Product } from '@campus/contract';
import { useStateBeforeHydration } from '@/lib/use-state-before-hydration';
import { extraChoices, toggleName } from '../product-rules';

/**
 * §2 'Select Extras': one checkbox per option name, grouped under the extra's title; a native disclosure keeps the page's JS small.
 * `onChange` gets the names ticked after a tick, and the ones the shopper ticked before the scripts ran (decision 068).
 */
export function ExtrasAccordion({
  product,
  selected,
  onChange,
}: {
  product: Product;
  selected: readonly string[];
  onChange: (names: string[]) => void;
}) {
  const choices = extraChoices(product);
  const groups = [...new Set(choices.map((c) => c.group))];
  const ref = useStateBeforeHydration<HTMLDetailsElement>((details) => {
    const boxes = [...details.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const ticked = boxes.filter((box) => box.checked).map((box) => box.value);
    if (ticked.length !== selected.length || ticked.some((name) => !selected.includes(name))) onChange(ticked);
  });
  return (
    <details ref={ref} open className="group rounded-xl ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        Select Extras
        <ChevronDown className="h-5 w-5 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 px-4 pb-4">
        {groups.map((group) => (
          <fieldset key={group}>
            <legend className="mb-1 text-sm font-medium text-slate-500">{group}</legend>
            <ul className="space-y-1">
              {choices
                .filter((c) => c.group === group)
                .map((choice) => (
                  <li key={choice.name}>
                    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                      <span className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-brand-700"
                          value={choice.name}
                          checked={selected.includes(choice.name)}
                          onChange={() => onChange(toggleName(selected, choice.name))}
                        />
                        {choice.name}
                      </span>
                      <span className="text-sm text-slate-600">+{formatNaira(choice.price)}</span>
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
