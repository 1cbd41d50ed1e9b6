/** The papers a kitchen ticket prints on (issue 39 item 1): 58 mm and 80 mm receipt rolls, and A4. */
export const TICKET_PAPERS = ['58mm', '80mm', 'A4'] as const;
export type TicketPaper = (typeof TICKET_PAPERS)[number];

export const TICKET_PAPER_LABELS: Record<TicketPaper, string> = { '58mm': '58 mm roll', '80mm': '80 mm roll', A4: 'A4 page' };

const STORAGE_KEY = 'campus.console.ticketPaper';

/** The paper this device printed on last (a kitchen has one printer), else 80 mm. */
export function savedPaper(): TicketPaper {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return (TICKET_PAPERS as readonly string[]).includes(saved ?? '') ? (saved as TicketPaper) : '80mm';
  } catch {
    return '80mm';
  }
}

export function savePaper(paper: TicketPaper): void {
  try {
    localStorage.setItem(STORAGE_KEY, paper);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * The print stylesheet of a ticket on `paper`: the page is the paper's width (a roll is cut after the
 * ticket, so its length is generous and only the printed part is fed), everything but the ticket is
 * left out, and the type is sized for the width: a 58 mm roll holds about 32 characters a line.
 */
export function ticketPrintCss(paper: TicketPaper): string {
  const page = paper === 'A4' ? 'size: A4 portrait; margin: 15mm;' : `size: ${paper} 297mm; margin: 2mm 3mm;`;
  const base = paper === '58mm' ? '9pt' : paper === '80mm' ? '11pt' : '14pt';
  return `
@page { ${page} }
.kitchen-ticket-print { display: none; }
@media print {
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  body > :not(.kitchen-ticket-print) { display: none !important; }
  .kitchen-ticket-print { display: block; font-size: ${base}; color: #000; }
  .kitchen-ticket-print * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
}`;
}
