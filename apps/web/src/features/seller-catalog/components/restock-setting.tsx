import { toast } from '@/lib/toast';
import { serverErrorText } from '@/lib/api-error-text';
import { useSaveStockSettings, useStockSettings } from '../api/stock-api';

/** The owner's stock setting (issue 38 item 2): whether a refunded or cancelled order puts its units back in the counts. */
export function RestockSetting({ shopSlug }: { shopSlug: string }) {
  const { data } = useStockSettings(shopSlug);
  const save = useSaveStockSettings(shopSlug);
  if (!data) return null;
  return (
    <label className="flex items-start gap-2 rounded-xl bg-white p-3 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-brand-700"
        checked={data.restockOnRefund}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { restockOnRefund: event.target.checked },
            { onError: (error) => toast.error(serverErrorText(error, 'The setting was not saved. Please try again.')) },
          )
        }
      />
      <span>
        <span className="font-semibold">Refunds and cancellations put units back</span>
        <span className="block text-slate-600">For products you count: a refunded or cancelled order adds its units to what is left.</span>
      </span>
    </label>
  );
}
