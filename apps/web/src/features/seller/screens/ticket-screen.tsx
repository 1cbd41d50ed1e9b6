import { ArrowLeft, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { serverErrorText } from '@/lib/api-error-text';
import { useHydrated } from '@/lib/use-hydrated';
import { useSellerPart } from '../api/seller-takings';
import { consolePaths } from '../components/seller-links';
import { SellerShell } from '../components/seller-shell';
import { KitchenTicket } from '../ticket/kitchen-ticket';
import { savedPaper, savePaper, TICKET_PAPER_LABELS, TICKET_PAPERS, ticketPrintCss, type TicketPaper } from '../ticket/ticket-paper';

const PREVIEW_WIDTH: Record<TicketPaper, string> = {
  '58mm': 'w-[58mm] text-[9pt]',
  '80mm': 'w-[80mm] text-[11pt]',
  A4: 'w-full max-w-[210mm] text-[14pt]',
};

function Ticket({ shopSlug, partId, shopName }: { shopSlug: string; partId: string; shopName: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [paper, setPaper] = useState<TicketPaper>(savedPaper);
  const { data: part, isPending, isError, error } = useSellerPart(shopSlug, partId);
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the ticket" className="h-64 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {serverErrorText(error, 'The ticket could not be loaded.')}
      </p>
    );
  const choose = (next: TicketPaper) => {
    setPaper(next);
    savePaper(next);
  };
  return (
    <div className="space-y-4">
      <style>{ticketPrintCss(paper)}</style>
      <div className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Link
          to={consolePaths.orders(shopSlug)}
          className="inline-flex w-full items-center gap-1 text-sm font-semibold text-brand-800 sm:w-auto sm:py-2"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Orders
        </Link>
        <fieldset className="min-w-0 flex-1">
          <legend className="text-sm font-medium text-slate-700">Paper</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {TICKET_PAPERS.map((value) => (
              <label key={value} className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300">
                <input type="radio" name={`${id}-paper`} value={value} checked={paper === value} onChange={() => choose(value)} />
                {TICKET_PAPER_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print ticket
        </button>
      </div>
      {/* The preview at the paper's width; printing prints the copy below, alone on the page. */}
      <div className="overflow-x-auto rounded-2xl bg-slate-100 p-4">
        <div className={`mx-auto bg-white p-3 shadow ${PREVIEW_WIDTH[paper]}`} data-testid="ticket-preview">
          <KitchenTicket part={part} shopName={shopName} />
        </div>
      </div>
      {hydrated &&
        createPortal(
          <div className="kitchen-ticket-print" data-paper={paper}>
            <KitchenTicket part={part} shopName={shopName} />
          </div>,
          document.body,
        )}
    </div>
  );
}

/** /seller/:shopSlug/orders/:partId/ticket: the part's kitchen ticket, previewed and printed on a 58 or 80 mm roll or A4. */
export function SellerTicketPage() {
  const { shopSlug = '', partId = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="Kitchen ticket">
      {(membership) => <Ticket shopSlug={shopSlug} partId={partId} shopName={membership.name} />}
    </SellerShell>
  );
}
