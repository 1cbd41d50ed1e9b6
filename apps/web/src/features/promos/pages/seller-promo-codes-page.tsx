import { useParams } from 'react-router';
import { SellerShell } from '@/features/seller/components/seller-shell';
import { PromoCodeForm } from '../components/promo-code-form';
import { PromoCodeList } from '../components/promo-code-list';

/** /seller/:shopSlug/promo-codes: the owner's codes for their shop, paid for by the shop (issue 38 item 3). */
export function SellerPromoCodesPage() {
  const { shopSlug = '' } = useParams();
  const place = { kind: 'shop' as const, shopSlug };
  return (
    <SellerShell shopSlug={shopSlug} title="Promo codes" ownerOnly>
      {(membership) => (
        <div className="space-y-4 pb-20 md:pb-0">
          <PromoCodeForm
            place={place}
            who={`For ${membership.name} only. Your shop pays the discount: it comes off your share of each order.`}
          />
          <PromoCodeList place={place} />
        </div>
      )}
    </SellerShell>
  );
}
