import { Download } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';

/**
 * "Download receipt" (issue 37 item 4): the server's PDF of the order, fetched with the shopper's token
 * (a plain link would carry none) and saved under the name the server gives.
 */
export function DownloadReceipt({ orderId }: { orderId: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      const pdf = await apiRequest<Blob>(`orders/${encodeURIComponent(orderId)}/receipt.pdf`, { auth: true, file: true });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${orderId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: serverErrorText(error, 'The receipt could not be downloaded. Please try again.') });
    }
  };
  return (
    <div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={state.busy}
        className="inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {state.busy ? 'Preparing…' : 'Download receipt'}
      </button>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {state.error}
        </p>
      )}
    </div>
  );
}
