import { formatKobo, STORE_NAME } from '@campus/contract';
import type { SandboxTransaction } from './sandbox.provider';

/** The message the checkout page posts to the store window that opened it (same origin only). */
export const SANDBOX_MESSAGE_TYPE = 'campus-sandbox-payment';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
  main{max-width:24rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:1.25rem}
  .badge{display:inline-block;font-size:.75rem;font-weight:600;background:#fef3c7;color:#92400e;border-radius:999px;padding:.15rem .6rem}
  h1{font-size:1.1rem;margin:.75rem 0 0} .amount{font-size:2rem;font-weight:800;margin:.5rem 0 1rem}
  dl{margin:0 0 1.25rem;font-size:.875rem} dt{color:#64748b;margin-top:.5rem} dd{margin:0;word-break:break-all;font-weight:500}
  button{display:block;width:100%;border:0;border-radius:.75rem;padding:.8rem;font-size:1rem;font-weight:700;cursor:pointer;margin-top:.5rem}
  button:disabled{opacity:.5;cursor:not-allowed}
  .pay{background:#16a34a;color:#fff} .decline{background:#fee2e2;color:#991b1b} .cancel{background:#e2e8f0;color:#0f172a}
  #result{margin-top:1rem;font-weight:600;text-align:center;min-height:1.5rem} .note{font-size:.75rem;color:#64748b;text-align:center;margin-top:1rem}`;

/** The sandbox's checkout page for one transaction: amount, email, reference; Pay, Decline, Cancel. */
export function sandboxCheckoutPage(transaction: SandboxTransaction): string {
  const done = transaction.status === 'success';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout · ${escapeHtml(STORE_NAME)}</title><style>${STYLE}</style></head>
<body><main data-access-code="${escapeHtml(transaction.accessCode)}" data-reference="${escapeHtml(transaction.reference)}">
<div class="card">
<span class="badge">Paystack sandbox · test mode</span>
<h1>Pay ${escapeHtml(STORE_NAME)}</h1>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(formatKobo(transaction.amountKobo))}</p>
<dl><dt>Email</dt><dd>${escapeHtml(transaction.email)}</dd><dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd></dl>
<button type="button" class="pay" data-action="pay"${done ? ' disabled' : ''}>Pay</button>
<button type="button" class="decline" data-action="decline"${done ? ' disabled' : ''}>Decline</button>
<button type="button" class="cancel" data-action="cancel"${done ? ' disabled' : ''}>Cancel</button>
<p id="result" role="status">${done ? 'This transaction is already paid.' : ''}</p>
</div>
<p class="note">No real money moves: this page emulates the card provider offline.</p>
</main><script src="/sandbox/checkout.js"></script></body></html>`;
}

export function sandboxNotFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title><style>${STYLE}</style></head>
<body><main><div class="card"><h1>This checkout link is not valid.</h1></div></main></body></html>`;
}

/** The page's script, served as a file so the Content-Security-Policy needs no inline script. */
export const SANDBOX_CHECKOUT_SCRIPT = `(() => {
  const main = document.querySelector('main');
  const result = document.getElementById('result');
  const buttons = Array.from(document.querySelectorAll('button[data-action]'));
  const texts = { success: 'Payment successful. You can close this page.', failed: 'Card declined.', abandoned: 'Payment canceled.' };
  const outcomes = { success: 'success', failed: 'failed', abandoned: 'cancelled' };
  const tell = (message) => {
    for (const target of [window.parent !== window ? window.parent : null, window.opener]) {
      if (target) target.postMessage(message, window.location.origin);
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      buttons.forEach((b) => (b.disabled = true));
      result.textContent = 'Processing...';
      try {
        const response = await fetch('/sandbox/checkout/' + encodeURIComponent(main.dataset.accessCode) + '/' + button.dataset.action, { method: 'POST' });
        const body = await response.json();
        if (!response.ok) throw new Error(body.error || 'Request failed');
        result.textContent = texts[body.status] || body.status;
        tell({ type: '${SANDBOX_MESSAGE_TYPE}', outcome: outcomes[body.status], reference: body.reference });
        if (body.status === 'failed') buttons.forEach((b) => (b.disabled = false));
      } catch (error) {
        result.textContent = error.message;
        buttons.forEach((b) => (b.disabled = false));
      }
    });
  }
})();
`;
