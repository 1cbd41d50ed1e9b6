import { Navigate, useParams } from 'react-router';
import { consolePaths } from '../components/seller-links';

/** /seller/:shopSlug opens the shop's live orders. */
export function ShopIndex() {
  const { shopSlug = '' } = useParams();
  return <Navigate to={consolePaths.orders(shopSlug)} replace />;
}
