import type { SmsRepository } from './sms.repository';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Offline texts (SMS_PROVIDER=sandbox): recorded in the database and listed on the developer panel, never delivered. */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly repository: SmsRepository) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const row = await this.repository.record(message);
    return { id: row.id };
  }

  /** The newest recorded texts first (GET dev/sms). */
  latest(limit = 50) {
    return this.repository.latest(limit);
  }
}
