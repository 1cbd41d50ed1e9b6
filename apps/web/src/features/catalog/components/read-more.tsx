import { useState } from 'react';
import { truncate } from '@campus/contract';

/** §2: text longer than `max` characters is cut, with a Read More / Read Less toggle. */
export function ReadMore({ text, max }: { text: string; max: number }) {
  const [open, setOpen] = useState(false);
  const long = [...text].length > max;
  return (
    <p className="text-slate-700">
      {open || !long ? text : truncate(text, max)}{' '}
      {long && (
        <button type="button" onClick={() => setOpen(!open)} className="font-semibold text-brand-800 hover:underline" aria-expanded={open}>
          {open ? 'Read Less' : 'Read More'}
        </button>
      )}
    </p>
  );
}
