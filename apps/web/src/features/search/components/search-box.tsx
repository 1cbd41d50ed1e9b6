import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/routes/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStateBeforeHydration } from '@/lib/use-state-before-hydration';
import { useSuggestions } from '../api/get-suggestions';
import { SuggestionOption, suggestionPath } from './suggestion-option';

/**
 * §2 search home box: submit (Enter too) only non-blank text (§5), with up to 5 suggestions while typing.
 * ArrowDown/ArrowUp highlight a suggestion (the combobox's active option); Enter then opens it instead
 * of searching the typed text.
 */
export function SearchBox({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initial);
  // On the results page the box comes in the server's HTML: an edit made before the scripts ran is kept.
  const box = useStateBeforeHydration<HTMLInputElement>((input) => {
    if (input.value !== initial) setText(input.value);
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text, 200);
  const { data } = useSuggestions(settled);
  const suggestions = text.trim() && settled.trim() ? (data?.suggestions ?? []) : [];
  const showList = open && suggestions.length > 0;
  const highlighted = showList ? suggestions[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (highlighted) {
      setOpen(false);
      navigate(suggestionPath(highlighted));
      return;
    }
    const query = text.trim();
    if (!query) return;
    setOpen(false);
    navigate(paths.searchResults(query));
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={`${listId}-input`} className="sr-only">
            Search products
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id={`${listId}-input`}
            ref={box}
            type="search"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={highlighted ? optionId(active) : undefined}
            autoComplete="off"
            // The search home is where the top-bar box leads: typing starts here.
            autoFocus={autoFocus}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpen(false);
                setActive(-1);
              } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length > 0) {
                event.preventDefault();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                // From the box, Down goes to the first and Up to the last; past either end, back to the box (-1).
                const from = showList ? active : -1;
                const next = from === -1 && step === -1 ? suggestions.length - 1 : from + step;
                setActive(next >= suggestions.length ? -1 : next);
                setOpen(true);
              }
            }}
            placeholder="Search products"
            className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-11 focus:border-brand-600 focus:outline-none"
          />
        </div>
        <button type="submit" className="rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900">
          Search
        </button>
      </div>
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          {suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.slug}
              id={optionId(index)}
              suggestion={suggestion}
              active={index === active}
              onPick={() => setOpen(false)}
            />
          ))}
        </ul>
      )}
    </form>
  );
}
