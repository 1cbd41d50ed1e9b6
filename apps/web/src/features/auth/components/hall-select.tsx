import { Check, ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { HALLS } from '@campus/contract';
import { AUTH_TEXT } from '../auth-messages';

/** Halls whose name contains the search text, case-insensitive. */
export function filterHalls(search: string): string[] {
  const needle = search.trim().toLowerCase();
  return HALLS.filter((hall) => hall.toLowerCase().includes(needle));
}

/**
 * §2 'Select Hall': a searchable combobox of the 21 halls. 'No results found' when nothing matches,
 * the list scrolls at 15rem, a pick closes it; arrow keys, Home/End, Enter and Escape work.
 */
export function HallSelect({ value, onChange, label = 'Select Hall' }: { value: string; onChange(hall: string): void; label?: string }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const labelId = useId();
  const valueId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const options = useMemo(() => filterHalls(search), [search]);

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSearch('');
      setActive(Math.max(0, HALLS.indexOf(value as (typeof HALLS)[number])));
    }
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const pick = (hall: string) => {
    onChange(hall);
    close();
  };

  // A press outside the list closes it, as a popover would (kept dependency-free for the route's JS budget).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const moveTo = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') moveTo(Math.min(active + 1, last));
    else if (event.key === 'ArrowUp') moveTo(Math.max(active - 1, 0));
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(Math.max(last, 0));
    else if (event.key === 'Escape') close();
    else if (event.key === 'Enter') {
      const hall = options[active];
      if (hall) pick(hall);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="space-y-1">
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        Hall
      </span>
      <div ref={rootRef} className="relative">
        <button
          ref={triggerRef}
          type="button"
          onClick={() => openWith(!open)}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          className="flex w-full items-center justify-between rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-left text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        >
          <span id={valueId} className={value ? 'text-slate-900' : 'text-slate-500'}>
            {value || label}
          </span>
          <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
        </button>
        {open && (
          <div className="absolute top-full left-0 z-50 mt-1 w-full rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                autoFocus
                role="combobox"
                aria-label="Search halls"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                placeholder="Search halls"
                className="w-full rounded-lg border border-slate-200 py-2 pr-2 pl-8 text-sm focus:border-brand-600 focus:outline-none"
              />
            </div>
            <ul ref={listRef} id={listId} role="listbox" aria-label="Halls" className="mt-2 max-h-60 overflow-y-auto">
              {options.length === 0 ? (
                <li className="px-3 py-2 text-sm text-slate-500" role="presentation">
                  {AUTH_TEXT.noHallMatch}
                </li>
              ) : (
                options.map((hall, index) => (
                  <li
                    key={hall}
                    id={`${listId}-${index}`}
                    data-index={index}
                    role="option"
                    aria-selected={hall === value}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(hall)}
                    onMouseMove={() => setActive(index)}
                    className={`flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
                  >
                    {hall}
                    {hall === value && <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />}
                  </li>
                ))
              )}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
