import { useState, type FormEvent } from 'react';
import { typedNameConfirms, type AdminShop } from '@campus/contract';
import { useSuspendShop } from '../api/admin-api';
import { ErrorText, inputClass, quietButtonClass } from './admin-shell';

/**
 * Suspend a shop only after its name is typed (issue 39 item 6): one click took a shop off the market.
 * Unsuspending is one click: it harms nobody.
 */
export function ShopSuspension({ shop }: { shop: AdminShop }) {
  const suspend = useSuspendShop();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  // The server checks the same rule: a call without the name suspends nothing.
  const matches = typedNameConfirms(typed, shop.name);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    suspend.mutate(
      { id: shop.id, suspended: true, name: typed },
      {
        onSuccess: () => {
          setAsking(false);
          setTyped('');
        },
      },
    );
  };

  if (shop.suspendedAt)
    return (
      <>
        <button
          type="button"
          className={quietButtonClass}
          disabled={suspend.isPending}
          onClick={() => suspend.mutate({ id: shop.id, suspended: false })}
        >
          {`Unsuspend ${shop.name}`}
        </button>
        <ErrorText error={suspend.error} />
      </>
    );
  if (!asking)
    return (
      <button type="button" className={quietButtonClass} onClick={() => setAsking(true)}>
        {`Suspend ${shop.name}`}
      </button>
    );
  const inputId = `suspend-${shop.id}`;
  return (
    <form onSubmit={confirm} className="w-full space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900" aria-label={`Suspend ${shop.name}`}>
      <label htmlFor={inputId} className="block">
        {`The shop leaves the storefront and its items leave every cart. Type "${shop.name}" to suspend it.`}
      </label>
      <input id={inputId} className={inputClass} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!matches || suspend.isPending}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          Suspend the shop
        </button>
        <button type="button" className={quietButtonClass} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
      <ErrorText error={suspend.error} />
    </form>
  );
}
