import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { consolePaths } from './seller-links';

/** The way to a part's printable kitchen ticket, from a queue card or a history line. */
export function TicketLink({
  shopSlug,
  partId,
  orderId,
  className,
}: {
  shopSlug: string;
  partId: string;
  orderId: string;
  className: string;
}) {
  return (
    <Link to={consolePaths.ticket(shopSlug, partId)} className={className} aria-label={`Kitchen ticket for ${orderId}`}>
      <Printer className="h-4 w-4" aria-hidden="true" />
      Ticket
    </Link>
  );
}
