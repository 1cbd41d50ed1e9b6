import { useState, type FormEvent } from 'react';
import { formatNaira, parseDeliveryFeeInput, shopNameProblem, type AdminShop } from '@campus/contract';
import { useAdminShops, useCreateShop, useEditShop } from '../api/admin-api';
import { ShopSuspension } from '../components/shop-suspension';
import { AdminShell, ErrorText, buttonClass, inputClass, quietButtonClass } from '../components/admin-shell';
import { InviteOwnerForm } from '../components/invite-owner-form';
import { SettlementPanel } from '../components/settlement-panel';

interface ShopFormValues {
  name: string;
  categoryId: string;
  description: string;
  deliveryFee: string;
}

/** Create or edit: name, category, description, delivery fee in naira (the server keeps kobo). */
function ShopForm({
  initial,
  categories,
  submitLabel,
  busy,
  onSubmit,
  onEdit,
}: {
  initial: ShopFormValues;
  categories: { id: string; name: string }[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: { name: string; categoryId: string; description: string; deliveryPrice: number }) => void;
  /** The operator changed the form or it found its own problem: the last save's refusal no longer applies. */
  onEdit: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState('');
  const set = (key: keyof ShopFormValues) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
    setProblem('');
    onEdit();
  };
  const refuse = (text: string) => {
    setProblem(text);
    onEdit();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = shopNameProblem(values.name);
    if (nameProblem) return refuse(nameProblem);
    if (!values.categoryId) return refuse('Choose a category');
    // Digits only: Number() would read "1e3" as ₦1,000 and "0x10" as ₦16.
    const fee = parseDeliveryFeeInput(values.deliveryFee.trim() === '' ? '0' : values.deliveryFee);
    if ('problem' in fee) return refuse(fee.problem);
    setProblem('');
    onSubmit({ name: values.name.trim(), categoryId: values.categoryId, description: values.description.trim(), deliveryPrice: fee.naira });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <label className="text-sm font-medium text-slate-800">
        Name
        <input className={inputClass} value={values.name} onChange={set('name')} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Category
        <select className={inputClass} value={values.categoryId} onChange={set('categoryId')}>
          <option value="">Choose…</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800 sm:col-span-2">
        Description
        <textarea className={inputClass} rows={2} value={values.description} onChange={set('description')} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Delivery fee (₦)
        <input className={inputClass} inputMode="decimal" value={values.deliveryFee} onChange={set('deliveryFee')} />
      </label>
      <div className="flex items-end">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {problem}
        </p>
      )}
    </form>
  );
}

type Panel = 'edit' | 'bank' | 'invite';
const PANELS: { panel: Panel; label: string }[] = [
  { panel: 'edit', label: 'Edit' },
  { panel: 'bank', label: 'Bank account' },
  { panel: 'invite', label: 'Invite owner' },
];

function ShopRow({ shop, categories }: { shop: AdminShop; categories: { id: string; name: string }[] }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const edit = useEditShop();
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <p className="font-semibold text-slate-900">
            {shop.name}{' '}
            {shop.suspendedAt && <span className="ml-1 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Suspended</span>}
            {shop.bankNameMatches === false && (
              <span
                className="ml-1 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
                title={`The bank's name for its account, ${shop.bankAccountName ?? ''}, is neither the shop's nor its owner's`}
              >
                Bank name differs
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            /shop/{shop.slug} · {shop.categoryName} · delivery {formatNaira(shop.deliveryPrice)}
          </p>
        </div>
        {PANELS.map(({ panel, label }) => (
          <button
            key={panel}
            type="button"
            className={quietButtonClass}
            onClick={() => setOpen(open === panel ? null : panel)}
            aria-expanded={open === panel}
          >
            {label}
          </button>
        ))}
        <ShopSuspension shop={shop} />
      </div>
      <ErrorText error={edit.error} />
      {open === 'bank' && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <SettlementPanel shopId={shop.id} shopName={shop.name} ownerNames={shop.owners.map((owner) => owner.fullName)} />
        </div>
      )}
      {open === 'invite' && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <InviteOwnerForm shopId={shop.id} />
        </div>
      )}
      {open === 'edit' && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <ShopForm
            initial={{
              name: shop.name,
              categoryId: shop.categoryId,
              description: shop.description,
              deliveryFee: String(shop.deliveryPrice),
            }}
            categories={categories}
            submitLabel="Save changes"
            busy={edit.isPending}
            onSubmit={(values) => edit.mutate({ id: shop.id, ...values }, { onSuccess: () => setOpen(null) })}
            onEdit={edit.reset}
          />
        </div>
      )}
    </li>
  );
}

/** Shops: every shop with its suspended state; create, edit, suspend, its bank account and its owner's invitation. */
export function AdminShopsPage() {
  return (
    <AdminShell title="Shops">
      <ShopsBody />
    </AdminShell>
  );
}

function ShopsBody() {
  const shops = useAdminShops();
  const create = useCreateShop();
  const [formKey, setFormKey] = useState(0);
  if (shops.isPending) return <p className="text-slate-600">Loading…</p>;
  if (shops.isError) return <ErrorText error={shops.error} />;
  const { categories } = shops.data;
  return (
    <>
      <section aria-labelledby="new-shop" className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="new-shop" className="mb-3 text-lg font-semibold text-slate-900">
          New shop
        </h2>
        <ShopForm
          key={formKey}
          initial={{ name: '', categoryId: '', description: '', deliveryFee: '0' }}
          categories={categories}
          submitLabel="Create shop"
          busy={create.isPending}
          onSubmit={(values) => create.mutate(values, { onSuccess: () => setFormKey(formKey + 1) })}
          onEdit={create.reset}
        />
        <ErrorText error={create.error} />
        {create.data && <p className="mt-2 text-sm text-brand-800">Created {create.data.name}.</p>}
      </section>
      <ShopList shops={shops.data.shops} categories={categories} />
    </>
  );
}

/** A shop's name or address contains what was typed, capitals and spaces around it aside. */
const shopMatches = (shop: Pick<AdminShop, 'name' | 'slug'>, typed: string) => {
  const wanted = typed.trim().toLowerCase();
  return shop.name.toLowerCase().includes(wanted) || shop.slug.includes(wanted);
};

/** Every shop, or those whose name or address holds what the operator typed: a market of many shops on a phone. */
function ShopList({ shops, categories }: { shops: readonly AdminShop[]; categories: { id: string; name: string }[] }) {
  const [typed, setTyped] = useState('');
  const shown = shops.filter((shop) => shopMatches(shop, typed));
  return (
    <section aria-labelledby="all-shops">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="all-shops" className="text-lg font-semibold text-slate-900">
          All shops
        </h2>
        <label className="w-full text-sm font-medium text-slate-800 sm:w-80">
          Find a shop
          <input type="search" className={inputClass} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </label>
      </div>
      <p role="status" className="mb-2 text-sm text-slate-600">
        {typed.trim() === ''
          ? `${shops.length} ${shops.length === 1 ? 'shop' : 'shops'}`
          : shown.length === 0
            ? `No shop's name or address holds "${typed.trim()}".`
            : `${shown.length} of ${shops.length} shops`}
      </p>
      <ul className="grid gap-3" aria-label="Shops">
        {shown.map((shop) => (
          <ShopRow key={shop.id} shop={shop} categories={categories} />
        ))}
      </ul>
    </section>
  );
}
