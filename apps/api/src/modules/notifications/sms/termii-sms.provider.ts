import type { SmsMessage, SmsProvider } from './sms-provider';

export interface TermiiSettings {
  apiKey: string;
  senderId: string;
  /** https://api.ng.termii.com, or a loopback fake in tests (TERMII_BASE_URL). */
  baseUrl: string;
  /** How long one call may take before it counts as unanswered (the job retries); 15 s when unset. */
  timeoutMs?: number;
}

/** Why Termii refused, without the request (the API key travels in the body and must never reach a log). */
export class TermiiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Termii answered ${status}: ${detail.slice(0, 200)}`);
    this.name = 'TermiiError';
  }
}

/**
 * Termii's Messaging API (SMS_PROVIDER=termii): POST {base}/api/sms/send with a JSON body carrying the
 * API key, the number in international form without "+", the approved sender ID, the text, `type: plain`
 * and the `generic` route. A 2xx answer with a `message_id` is sent; anything else throws (retried).
 */
export class TermiiSmsProvider implements SmsProvider {
  readonly name = 'termii' as const;

  constructor(private readonly settings: TermiiSettings) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const response = await fetch(`${this.settings.baseUrl.replace(/\/+$/, '')}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        api_key: this.settings.apiKey,
        to: message.to.replace(/^\+/, ''),
        from: this.settings.senderId,
        sms: message.text,
        type: 'plain',
        channel: 'generic',
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
    });
    // An answer that repeats the request must not carry the key into the job's error and the log.
    const text = (await response.text()).replaceAll(this.settings.apiKey, '[api key]');
    if (!response.ok) throw new TermiiError(response.status, text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TermiiError(response.status, 'the answer was not JSON');
    }
    const id = typeof body === 'object' && body !== null && 'message_id' in body ? String(body.message_id) : '';
    if (id === '') throw new TermiiError(response.status, 'no message_id in the answer');
    return { id };
  }
}
