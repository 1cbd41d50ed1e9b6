import { AdminShell } from '@/features/admin/components/admin-shell';
import { useAdminShops } from '@/features/admin/api/admin-api';
import { PromoCodeForm } from '../components/promo-code-form';
import { PromoCodeList } from '../components/promo-code-list';

const MARKET = { kind: 'market' as const };

/** /admin/promo-codes: the market's codes (issue 38 item 3): the market pays, out of its commission first. */
export function AdminPromoCodesPage() {
  const shops = useAdminShops();
  const list = shops.data?.shops ?? [];
  const nameOf = (id: string) => list.find((shop) => shop.id === id)?.name ?? 'a removed shop';
  return (
    <AdminShell title="Promo codes">
      <div className="space-y-4">
        <PromoCodeForm
          place={MARKET}
          who="The market pays the discount: out of the shops' commission on the order, and as a market expense where that is not enough. Shops are paid as if there were no code."
          shopPicker={(selected, onChange) => (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-800">Shops it applies to (none ticked: every shop)</legend>
              <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
                {list.map((shop) => (
                  <label key={shop.id} className="flex items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      checked={selected.includes(shop.id)}
                      onChange={(event) =>
                        onChange(event.target.checked ? [...selected, shop.id] : selected.filter((id) => id !== shop.id))
                      }
                    />
                    {shop.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <PromoCodeList place={MARKET} shopName={nameOf} />
      </div>
    </AdminShell>
  );
}
