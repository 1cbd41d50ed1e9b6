import { formatKobo, type PromoQuote } from '@campus/contract';

/** The code's discount shop by shop (issue 38 item 3), as rows of the summary's list: "LAUNCH500 · Mama's Kitchen −₦375.00". */
export function PromoLines({ quote }: { quote: PromoQuote }) {
  return (
    <div data-testid="promo-lines">
      <dt className="sr-only">{`Discount from code ${quote.code}`}</dt>
      <dd>
        <ul className="space-y-1 text-sm text-emerald-800" aria-label={`Discount from code ${quote.code}`}>
          {quote.shops.map((shop) => (
            <li key={shop.shopId} className="flex justify-between gap-4" data-testid="promo-line">
              <span className="min-w-0 truncate">{`${quote.code} · ${shop.shopName}`}</span>
              <span className="shrink-0 font-medium tabular-nums">{`−${formatKobo(shop.discountKobo)}`}</span>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
