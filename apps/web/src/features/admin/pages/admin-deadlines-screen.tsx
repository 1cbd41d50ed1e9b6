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
        A paid order a shop has not accepted in time is cancelled and refunded to the shopper&rsquo;s card. Nobody in the shop opened
        it? The shop&rsquo;s phone gets a text first, and the owner another at half time.
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
          <span id="accept-hint" className="mt-1 block text-xs font-normal text-slate-600">{`${limits.acceptance.min} to ${limits.acceptance.max}; 10 by default.`}</span>
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
          <span id="sms-hint" className="mt-1 block text-xs font-normal text-slate-600">{`${limits.smsAfter.min} to ${limits.smsAfter.max}, fewer than the minutes to accept; 2 by default.`}</span>
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

function ShopRow({ shop, marketMinutes }: { shop: ShopAcceptance; marketMinutes: number }) {
  const save = useSaveShopAcceptance();
  const [value, setValue] = useState(shop.acceptanceMinutes === null ? '' : String(shop.acceptanceMinutes));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ slug: shop.slug, acceptanceMinutes: value.trim() === '' ? null : minutes(value) });
  };
  return (
    <li className="py-2">
      <form onSubmit={submit} aria-label={shop.name} className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="min-w-0 flex-1 basis-40 font-medium text-slate-900">{shop.name}</span>
        <input
          className={`w-24 ${inputClass}`}
          inputMode="numeric"
          aria-label={`Minutes ${shop.name} has to accept`}
          placeholder={String(marketMinutes)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={quietButtonClass} disabled={save.isPending}>
          Save
        </button>
        <span className="basis-full text-xs text-slate-600 sm:basis-auto">
          {shop.acceptanceMinutes === null ? `Market setting (${marketMinutes} min)` : `Own setting: ${shop.acceptanceMinutes} min`}
        </span>
      </form>
      <ErrorText error={save.error} />
    </li>
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
          <section aria-label="Shops' own minutes" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-1 text-base font-semibold text-slate-900">A shop&rsquo;s own minutes</h2>
            <p className="mb-2 text-sm text-slate-600">Leave empty to follow the market setting.</p>
            <ul className="divide-y divide-slate-100">
              {data.shops.map((shop) => (
                <ShopRow key={`${shop.slug}-${shop.acceptanceMinutes}`} shop={shop} marketMinutes={data.acceptanceMinutes} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </AdminShell>
  );
}
