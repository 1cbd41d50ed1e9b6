import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import {
  shopNameProblem,
  PRICE_PROBLEM,
  SELLER_CATALOG_LIMITS,
  SELLER_CATALOG_MESSAGES,
  SHOP_PHONE_PATTERN,
  WEEKDAYS,
  WEEKDAY_LABELS,
  emptyOpeningHours,
  koboToNairaInput,
  openingHoursProblem,
  parseNairaInput,
  type OpeningHours,
  type ShopMembership,
  type ShopProfile,
  type Weekday,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  PREP_SAMPLE_MIN,
} from '@campus/contract';
import { SellerShell } from '@/features/seller/components/seller-shell';
import { serverErrorText } from '@/lib/api-error-text';
import { useSaveProfile, useSetOpen, useShopProfile } from '../api/seller-catalog-api';
import { TextField } from '../components/field';
import { PauseControl } from '../components/pause-control';
import { PicturesField } from '../components/pictures-field';

/** /seller/:shopSlug/profile: name, description, pictures, delivery fee, phone, the open switch and weekly hours (owner). */
export function SellerProfilePage() {
  const { shopSlug = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="Shop profile" ownerOnly>
      {(membership) => <ProfileLoader membership={membership} />}
    </SellerShell>
  );
}

function ProfileLoader({ membership }: { membership: ShopMembership }) {
  const { data, isPending, isError, refetch } = useShopProfile(membership.slug);
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the profile" className="h-64 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError || !data)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>The shop's profile could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className="mt-1 font-semibold underline">
          Try again
        </button>
      </div>
    );
  return (
    <div className="space-y-4 pb-24 md:pb-0">
      <OpenSwitch shopSlug={membership.slug} profile={data} />
      <PauseControl shopSlug={membership.slug} profile={data} />
      <ProfileForm key={data.slug} shopSlug={membership.slug} profile={data} />
    </div>
  );
}

function OpenSwitch({ shopSlug, profile }: { shopSlug: string; profile: ShopProfile }) {
  const setOpen = useSetOpen(shopSlug);
  return (
    <section
      aria-label="Open or closed"
      className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <p className="font-semibold text-slate-900">{profile.isOpen ? 'Open for orders' : 'Closed for orders'}</p>
        <p className="text-sm text-slate-700" data-testid="closed-label">
          {profile.closedLabel
            ? `Shoppers see: ${profile.closedLabel}`
            : profile.pausedUntil
              ? 'New orders are paused (below).'
              : 'Shoppers can order now.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={profile.isOpen}
        aria-label="Shop open"
        disabled={setOpen.isPending}
        onClick={() =>
          setOpen.mutate(!profile.isOpen, {
            onError: (error) => toast.error(serverErrorText(error, 'The switch was not saved. Please try again.')),
          })
        }
        className={`relative h-8 w-14 shrink-0 rounded-full transition ${profile.isOpen ? 'bg-emerald-600' : 'bg-slate-400'}`}
      >
        <span className={`absolute top-1 h-6 w-6 rounded-full bg-white shadow transition-all ${profile.isOpen ? 'left-7' : 'left-1'}`} />
      </button>
    </section>
  );
}

interface ProfileFormState {
  name: string;
  description: string;
  images: string[];
  delivery: string;
  phone: string;
  keepsHours: boolean;
  hours: OpeningHours;
  prep: string;
}

function ProfileForm({ shopSlug, profile }: { shopSlug: string; profile: ShopProfile }) {
  const save = useSaveProfile(shopSlug);
  const [form, setForm] = useState<ProfileFormState>(() => ({
    name: profile.name,
    description: profile.description,
    images: profile.images,
    delivery: koboToNairaInput(profile.deliveryPriceKobo),
    phone: profile.phone,
    keepsHours: profile.openingHours !== null,
    hours: (profile.openingHours as OpeningHours | null) ?? defaultHours(),
    prep: String(profile.prepMinutes),
  }));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<ProfileFormState>) => setForm((current) => ({ ...current, ...patch }));
  const setDay = (day: Weekday, periods: OpeningHours[Weekday]) => set({ hours: { ...form.hours, [day]: periods } });

  const check = (): { field: string; message: string } | null => {
    // The one shop-name rule, the operator's too (issue 35); the server checks it again, and that no other shop has it.
    const nameProblem = shopNameProblem(form.name);
    if (nameProblem) return { field: 'shop-name', message: nameProblem };
    if (parseNairaInput(form.delivery) === null) return { field: 'delivery', message: PRICE_PROBLEM };
    if (form.phone.trim() && !SHOP_PHONE_PATTERN.test(form.phone.trim())) return { field: 'phone', message: SELLER_CATALOG_MESSAGES.phone };
    const hoursProblem = form.keepsHours ? openingHoursProblem(form.hours) : null;
    if (hoursProblem) return { field: 'hours', message: hoursProblem };
    if (prepMinutesOf(form.prep) === null) return { field: 'prep', message: PREP_PROBLEM };
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) {
      document.getElementById(found.field)?.focus();
      return;
    }
    save.mutate(
      {
        name: form.name.trim(),
        description: form.description.trim(),
        images: form.images,
        deliveryPriceKobo: parseNairaInput(form.delivery) ?? 0,
        phone: form.phone.trim(),
        isOpen: profile.isOpen,
        openingHours: form.keepsHours ? form.hours : null,
        prepMinutes: prepMinutesOf(form.prep) ?? profile.prepMinutes,
      },
      { onSuccess: () => toast.success('Profile saved') },
    );
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Shop profile">
      <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <TextField
          id="shop-name"
          label="Shop name"
          error={errorOf('shop-name')}
          value={form.name}
          maxLength={SELLER_CATALOG_LIMITS.nameMax}
          onValue={(name) => set({ name })}
        />
        <TextField
          id="shop-description"
          label="Description"
          rows={3}
          value={form.description}
          maxLength={SELLER_CATALOG_LIMITS.descriptionMax}
          onValue={(description) => set({ description })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="delivery"
            label="Delivery fee (₦)"
            error={errorOf('delivery')}
            inputMode="decimal"
            value={form.delivery}
            onValue={(delivery) => set({ delivery })}
          />
          <TextField
            id="phone"
            label="Phone for shoppers"
            error={errorOf('phone')}
            type="tel"
            value={form.phone}
            placeholder="08031234567"
            onValue={(phone) => set({ phone })}
          />
          <TextField
            id="prep"
            label="Time to get an order ready (minutes)"
            error={errorOf('prep')}
            inputMode="numeric"
            value={form.prep}
            onValue={(prep) => set({ prep })}
          />
        </div>
        <p className="text-sm text-slate-600">
          Shoppers see this time until the shop has {PREP_SAMPLE_MIN} ready orders; then its usual time.
        </p>
      </div>

      <PicturesField
        shopSlug={shopSlug}
        legend="Shop pictures"
        images={form.images}
        max={SELLER_CATALOG_LIMITS.shopImagesMax}
        onChange={(images) => set({ images })}
      />

      <fieldset className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">Opening hours</legend>
        <p className="text-sm text-slate-700">
          Times in {profile.timezone.replace('_', ' ')} (Lagos time). While the switch above is on, the shop sells within these hours.
        </p>
        <label className="flex items-center gap-2 font-medium text-slate-800">
          <input
            id="hours"
            type="checkbox"
            checked={form.keepsHours}
            onChange={(e) => set({ keepsHours: e.target.checked })}
            className="h-5 w-5"
          />
          Keep weekly hours (off: open whenever the switch is on)
        </label>
        {errorOf('hours') && (
          <p role="alert" className="text-sm text-red-700">
            {errorOf('hours')}
          </p>
        )}
        {form.keepsHours && (
          <ul className="divide-y divide-slate-200">
            {WEEKDAYS.map((day) => {
              const period = form.hours[day][0];
              return (
                <li key={day} className="flex flex-wrap items-center gap-3 py-2">
                  <label className="flex w-24 items-center gap-2 font-medium text-slate-800">
                    <input
                      type="checkbox"
                      checked={Boolean(period)}
                      onChange={(e) => setDay(day, e.target.checked ? [{ open: '08:00', close: '20:00' }] : [])}
                      className="h-5 w-5"
                    />
                    {WEEKDAY_LABELS[day]}
                  </label>
                  {period ? (
                    <span className="flex items-center gap-2">
                      <label className="sr-only" htmlFor={`${day}-open`}>
                        {WEEKDAY_LABELS[day]} opens
                      </label>
                      <input
                        id={`${day}-open`}
                        type="time"
                        value={period.open}
                        onChange={(e) => setDay(day, [{ ...period, open: e.target.value }, ...form.hours[day].slice(1)])}
                        className="rounded-lg border border-slate-300 px-2 py-1"
                      />
                      <span aria-hidden="true">–</span>
                      <label className="sr-only" htmlFor={`${day}-close`}>
                        {WEEKDAY_LABELS[day]} closes
                      </label>
                      <input
                        id={`${day}-close`}
                        type="time"
                        value={period.close === '24:00' ? '23:59' : period.close}
                        onChange={(e) => setDay(day, [{ ...period, close: e.target.value }, ...form.hours[day].slice(1)])}
                        className="rounded-lg border border-slate-300 px-2 py-1"
                      />
                    </span>
                  ) : (
                    <span className="text-sm text-slate-700">Closed all day</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      {save.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {serverErrorText(save.error, 'The profile was not saved. Please try again.')}
        </p>
      )}
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {save.isPending ? 'Saving...' : 'Save profile'}
      </button>
    </form>
  );
}

/** A start for a shop that had no hours: every day 08:00–20:00. */
function defaultHours(): OpeningHours {
  const hours = emptyOpeningHours();
  for (const day of WEEKDAYS) hours[day] = [{ open: '08:00', close: '20:00' }];
  return hours;
}

const PREP_PROBLEM = `Preparation time must be whole minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}`;

/** The owner's preparation time as typed, or null when it is no whole number of minutes in range. */
function prepMinutesOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= PREP_MINUTES_MIN && minutes <= PREP_MINUTES_MAX ? minutes : null;
}
