import { marketDateTime } from '@campus/contract';
import { useSms } from '../api/get-sms';
import { MessageListSection } from './message-list-section';

/** Texts to shops the sandbox SMS provider recorded (SMS_PROVIDER=sandbox): what a shop's phone would have received. */
export function SmsSection() {
  return (
    <MessageListSection
      title="Texts to shops (SMS sandbox)"
      query={useSms(true)}
      errorText="Could not load the texts."
      emptyText="No texts yet. A paid order nobody opens for 2 minutes sends one."
      testId="sms-message"
    >
      {(message) => (
        <>
          <p className="text-xs text-slate-500">
            to {message.to} · {marketDateTime(message.createdAt)} · {message.purpose.split(':')[0]}
          </p>
          <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-800">{message.text}</p>
        </>
      )}
    </MessageListSection>
  );
}
