import { useState, type FormEvent } from 'react';
import { ACCEPTANCE_LIMITS, ACCEPTANCE_MESSAGES, type MarketSettings, type ShopAcceptance } from '@campus/contract';
import { useMarketSettings, useSaveMarketSettings, useSaveShopAcceptance } from '../api/admin-acceptance-api';
import { AdminShell, ErrorText, buttonClass, inputClass, quietButtonClass } from '../components/admin-shell';

/** The form's text as whole minutes, or NaN (the server says what is wrong; the form only keeps the field a number). */
const minutes = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function MarketForm({ settings }: { settings: MarketSettings }) {
  const save = useSaveMarketSettings();
  const [accept, setAccept] = useState(String(settings.acceptanceMinutes));
  const [sms, setSms] = useState(String(settings.smsAfterMinutes));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ acceptanceMinutes: minutes(accept), smsAfterMinutes: minutes(sms) });
  };
  const limits = ACCEPTANCE_LIMITS;
  return (
    <form onSubmit={submit} aria-label="Market deadlines" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-1 text-base font-semibold text-slate-900">Every shop</h2>
      <p className="mb-3 text-sm text-slate-600">
        A paid order a shop has not accepted in time is cancelled and refunded to the shopper&rsquo;s card. Nobody in the shop opened it?
        The shop&rsquo;s phone gets a text first, and the owner another at half time.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium text-slate-800">
          Minutes to accept
          <input
            className={`mt-1 ${inputClass}`}
            inputMode="numeric"
            value={accept}
            onChange={(event) => setAccept(event.target.value)}
            aria-describedby="accept-hint"
          />
          <span
            id="accept-hint"
            className="mt-1 block text-xs font-normal text-slate-600"
          >{`${limits.acceptance.min} to ${limits.acceptance.max}; 10 by default.`}</span>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Text the shop after (minutes unopened)
          <input
            className={`mt-1 ${inputClass}`}
            inputMode="numeric"
            value={sms}
            onChange={(event) => setSms(event.target.value)}
            aria-describedby="sms-hint"
          />
          <span
            id="sms-hint"
            className="mt-1 block text-xs font-normal text-slate-600"
          >{`${limits.smsAfter.min} to ${limits.smsAfter.max}, fewer than the minutes to accept; 2 by default.`}</span>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          Save
        </button>
        {save.isSuccess && (
          <p role="status" className="text-sm text-brand-800">
            {ACCEPTANCE_MESSAGES.saved}
          </p>
        )}
      </div>
      <ErrorText error={save.error} />
    </form>
  );
}

/** One shop's own minutes: pick the shop, give minutes (empty: the market's setting). */
function ShopForm({ shops, marketMinutes }: { shops: ShopAcceptance[]; marketMinutes: number }) {
  const save = useSaveShopAcceptance();
  const [slug, setSlug] = useState(shops[0]?.slug ?? '');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ slug, acceptanceMinutes: value.trim() === '' ? null : minutes(value) });
  };
  const own = shops.filter((shop) => shop.acceptanceMinutes !== null);
  return (
    <section aria-label="Shops' own minutes" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-1 text-base font-semibold text-slate-900">A shop&rsquo;s own minutes</h2>
      <p className="mb-3 text-sm text-slate-600">{`Leave the minutes empty to follow the market setting (${marketMinutes} min).`}</p>
      <form onSubmit={submit} aria-label="A shop's own minutes" className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
        <label className="block text-sm font-medium text-slate-800">
          Shop
          <select className={`mt-1 ${inputClass}`} value={slug} onChange={(event) => setSlug(event.target.value)}>
            {shops.map((shop) => (
              <option key={shop.slug} value={shop.slug}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Minutes
          <input
            className={`mt-1 ${inputClass}`}
            inputMode="numeric"
            placeholder={String(marketMinutes)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass} disabled={save.isPending || slug === ''}>
          Save
        </button>
      </form>
      <ErrorText error={save.error} />
      <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-900">Shops with their own minutes</h3>
      {own.length === 0 ? (
        <p className="text-sm text-slate-600">None: every shop follows the market setting.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {own.map((shop) => (
            <li key={shop.slug} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{`${shop.name} · ${shop.acceptanceMinutes} min`}</span>
              <button
                type="button"
                className={quietButtonClass}
                disabled={save.isPending}
                onClick={() => save.mutate({ slug: shop.slug, acceptanceMinutes: null })}
              >
                Use market setting
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Order deadlines (issue 36): the market's minutes to accept and before the text, and each shop's own minutes (empty: the market's). */
export function AdminDeadlinesPage() {
  const settings = useMarketSettings();
  const data = settings.data;
  return (
    <AdminShell title="Order deadlines">
      <ErrorText error={settings.error} />
      {settings.isPending && <p className="text-slate-600">Loading…</p>}
      {data && (
        <div className="grid gap-4">
          <MarketForm key={data.updatedAt} settings={data} />
          <ShopForm shops={data.shops} marketMinutes={data.acceptanceMinutes} />
        </div>
      )}
    </AdminShell>
  );
}
