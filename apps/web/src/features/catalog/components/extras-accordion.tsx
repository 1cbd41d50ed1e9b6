import { ChevronDown } from 'lucide-react';
import { choiceHint, formatNaira, toggleChoice, type Product } from '@campus/contract';
import { useStateBeforeHydration } from '@/lib/use-state-before-hydration';
import { choiceGroups } from '../product-rules';

/**
 * §2 'Select Extras': each group under its title, radios for a pick-one group and checkboxes otherwise (issue 38),
 * with the group's rule as a hint; a native disclosure keeps the page's JS small. `onChange` gets the names chosen
 * after a click, and the ones the shopper chose before the scripts ran (decision 068).
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
  const groups = choiceGroups(product);
  const ref = useStateBeforeHydration<HTMLDetailsElement>((details) => {
    const inputs = [...details.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')];
    const ticked = inputs.filter((input) => input.checked).map((input) => input.value);
    if (ticked.length !== selected.length || ticked.some((name) => !selected.includes(name))) onChange(ticked);
  });
  const seen = new Set<string>();
  return (
    <details ref={ref} open className="group rounded-xl ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        Select Extras
        <ChevronDown className="h-5 w-5 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 px-4 pb-4">
        {groups.map((group) => {
          const hint = choiceHint(group);
          // §4: options toggle by name, so a name listed twice is offered once, in its first group.
          const options = group.options.filter((option) => !seen.has(option.name) && seen.add(option.name));
          return (
            <fieldset key={group._id}>
              <legend className="mb-1 text-sm font-medium text-slate-600">
                {group.title}
                {hint && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{hint}</span>}
              </legend>
              <ul className="space-y-1">
                {options.map((option) => {
                  const price = Number(option.price);
                  return (
                    <li key={option.name}>
                      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                        <span className="flex items-center gap-2">
                          <input
                            type={group.kind === 'one' ? 'radio' : 'checkbox'}
                            name={group.kind === 'one' ? `choice-${group._id}` : undefined}
                            className="h-4 w-4 accent-brand-700"
                            value={option.name}
                            checked={selected.includes(option.name)}
                            onChange={() => onChange(toggleChoice(groups, selected, option.name))}
                          />
                          {option.name}
                        </span>
                        {/* A free option (a size) shows no price. */}
                        {Number.isFinite(price) && price > 0 && <span className="text-sm text-slate-600">+{formatNaira(price)}</span>}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
