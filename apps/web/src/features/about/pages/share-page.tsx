import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { STORE_NAME } from '@campus/contract';
import { paths } from '@/routes/paths';
import { copyText, shareLink, type ShareOutcome } from '../share-link';

const CONFIRMATIONS: Record<Exclude<ShareOutcome, 'cancelled'>, string> = {
  shared: `Thanks for sharing ${STORE_NAME}!`,
  copied: 'Link copied to clipboard',
  failed: 'Could not copy the link. Select it above and copy it yourself.',
};

/** /share (DESIGN §6): share the store with the Web Share API, or copy its link, with a visible confirmation. */
export function SharePage() {
  const url = `${window.location.origin}${paths.home()}`;
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  const share = async () => setOutcome(await shareLink({ title: STORE_NAME, text: `Shop from the campus shops on ${STORE_NAME}`, url }));
  const copy = async () => setOutcome((await copyText(url)) ? 'copied' : 'failed');

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-12 text-center">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Share2 className="h-10 w-10" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">Share {STORE_NAME}</h1>
      <p className="text-slate-600">Tell your friends and hall mates: every campus shop, one cart, delivered to your hall.</p>
      <label htmlFor="share-link" className="sr-only">
        Store link
      </label>
      <div className="flex w-full items-center gap-2 rounded-full border border-slate-300 bg-white p-1 pl-4">
        <input
          id="share-link"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 bg-transparent text-sm text-slate-700 focus:outline-none"
        />
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy link
        </button>
      </div>
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900"
      >
        <Share2 className="h-5 w-5" aria-hidden="true" />
        Share
      </button>
      <p role="status" className="min-h-6 text-sm font-medium">
        {outcome && outcome !== 'cancelled' && (
          <span className={`inline-flex items-center gap-1 ${outcome === 'failed' ? 'text-red-700' : 'text-brand-800'}`}>
            {outcome !== 'failed' && <Check className="h-4 w-4" aria-hidden="true" />}
            {CONFIRMATIONS[outcome]}
          </span>
        )}
      </p>
    </div>
  );
}
