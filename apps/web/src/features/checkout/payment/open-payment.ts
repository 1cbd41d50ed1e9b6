import type { PaymentProviderName } from '@campus/contract';

/** How the provider's window ended. A declined card still goes to the server's verify, which decides. */
export type PaymentOutcome =
  | { kind: 'success'; reference: string }
  | { kind: 'declined'; reference: string }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string };

/** Posted by the sandbox checkout page (apps/api …/sandbox-page.ts) to the store window. */
const SANDBOX_MESSAGE_TYPE = 'campus-sandbox-payment';

interface SandboxMessage {
  type: typeof SANDBOX_MESSAGE_TYPE;
  outcome: 'success' | 'failed' | 'cancelled';
  reference: string;
}

function isSandboxMessage(data: unknown): data is SandboxMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SANDBOX_MESSAGE_TYPE;
}

/**
 * The sandbox's checkout page in an overlay on the store (like Paystack's inline iframe). The
 * outcome arrives by postMessage from our own origin only; closing the overlay cancels.
 */
function openSandbox(accessCode: string): Promise<PaymentOutcome> {
  return new Promise((resolve) => {
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Sandbox checkout');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:60;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;padding:12px';
    const frame = document.createElement('iframe');
    frame.title = 'Sandbox checkout';
    frame.src = `/sandbox/checkout/${encodeURIComponent(accessCode)}`;
    frame.style.cssText = 'width:100%;max-width:420px;height:min(600px,90dvh);border:0;border-radius:16px;background:#f1f5f9';
    const close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close payment');
    close.textContent = '×';
    close.style.cssText =
      'position:absolute;top:12px;right:12px;width:40px;height:40px;border:0;border-radius:999px;background:#fff;font-size:24px;line-height:1;cursor:pointer';
    overlay.append(frame, close);

    const finish = (outcome: PaymentOutcome) => {
      window.removeEventListener('message', onMessage);
      overlay.remove();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow || !isSandboxMessage(event.data)) return;
      const { outcome, reference } = event.data;
      finish(
        outcome === 'success'
          ? { kind: 'success', reference }
          : outcome === 'failed'
            ? { kind: 'declined', reference }
            : { kind: 'cancelled' },
      );
    };
    window.addEventListener('message', onMessage);
    close.addEventListener('click', () => finish({ kind: 'cancelled' }));
    document.body.append(overlay);
  });
}

/** Paystack's own popup, resumed from the access code our server obtained (DESIGN §8). */
async function openPaystack(accessCode: string): Promise<PaymentOutcome> {
  const { default: PaystackPop } = await import('@paystack/inline-js');
  return new Promise((resolve) => {
    new PaystackPop().resumeTransaction(accessCode, {
      onSuccess: (transaction) => resolve({ kind: 'success', reference: transaction.reference }),
      onCancel: () => resolve({ kind: 'cancelled' }),
      onError: (error) => resolve({ kind: 'error', message: error.message }),
    });
  });
}

/** Opens the provider's checkout for a validated transaction and waits for the shopper. */
export function openPayment(provider: PaymentProviderName, accessCode: string): Promise<PaymentOutcome> {
  return provider === 'sandbox' ? openSandbox(accessCode) : openPaystack(accessCode);
}
