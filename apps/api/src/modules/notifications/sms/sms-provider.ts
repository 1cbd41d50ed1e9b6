/** One text message to one phone, already normalised to +234… (phone-number.ts). */
export interface SmsMessage {
  to: string;
  text: string;
  /** Why it is sent (the job key, e.g. `unseen:<part id>`): the sandbox keeps it; Termii does not need it. */
  purpose: string;
}

/**
 * Who delivers texts (issue 36), chosen by SMS_PROVIDER: the sandbox records them in the database for
 * the developer panel; Termii sends them. A send that throws is retried by the job queue (sms-jobs.ts).
 */
export interface SmsProvider {
  readonly name: 'sandbox' | 'termii';
  send(message: SmsMessage): Promise<{ id: string }>;
}
