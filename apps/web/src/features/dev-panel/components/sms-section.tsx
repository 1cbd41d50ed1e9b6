import { useSms } from '../api/get-sms';
import { PanelSection } from './panel-section';

/** Texts to shops the sandbox SMS provider recorded (SMS_PROVIDER=sandbox): what a shop's phone would have received. */
export function SmsSection() {
  const { data, isPending, isError } = useSms(true);
  return (
    <PanelSection title="Texts to shops (SMS sandbox)">
      {isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the texts.
        </p>
      ) : data.messages.length === 0 ? (
        <p className="text-sm text-slate-500">No texts yet. A paid order nobody opens for 2 minutes sends one.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.messages.map((message) => (
            <li key={message.id} className="py-3" data-testid="sms-message">
              <p className="text-xs text-slate-500">
                to {message.to} · {new Date(message.createdAt).toLocaleString()} · {message.purpose.split(':')[0]}
              </p>
              <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-800">{message.text}</p>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
