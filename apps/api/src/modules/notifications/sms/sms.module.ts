import type { SmsSettings } from '../../../config';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { SandboxSmsProvider } from './sandbox-sms.provider';
import { QueuedSms } from './sms-jobs';
import type { SmsProvider } from './sms-provider';
import { SmsRepository } from './sms.repository';
import { TermiiSmsProvider } from './termii-sms.provider';

/** Texts to shops (issue 36): the provider SMS_PROVIDER names, the queued sender, and the sandbox's record when it is the provider. */
export interface SmsModule {
  provider: SmsProvider;
  queued: QueuedSms;
  sandbox: SandboxSmsProvider | undefined;
}

export function buildSms(settings: SmsSettings | undefined, db: Database, jobs: JobQueue): SmsModule {
  const sandbox = settings?.provider === 'termii' ? undefined : new SandboxSmsProvider(new SmsRepository(db));
  const provider = settings?.provider === 'termii' ? new TermiiSmsProvider(settings) : sandbox!;
  return { provider, queued: new QueuedSms(jobs), sandbox };
}
