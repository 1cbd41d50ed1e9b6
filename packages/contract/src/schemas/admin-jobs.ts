import { z } from 'zod';

/** A background job that used up its attempts (issue 34): the operator sees why and may run it again. */
export const adminJobSchema = z.object({
  id: z.uuid(),
  /** Which kind of work: `mail`, `payments.refund`, `payments.webhook`, … */
  queue: z.string(),
  key: z.string(),
  /** created (due or waiting) | active | completed | failed */
  state: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListSchema = z.object({ jobs: z.array(adminJobSchema) });
export type AdminJobList = z.infer<typeof adminJobListSchema>;

/** The console's texts for the jobs screen. */
export const ADMIN_JOB_MESSAGES = {
  notFailed: 'This job is not failed (it may have been retried already).',
  retried: 'Queued again: it runs within a few seconds.',
  none: 'No failed jobs. Completed jobs are deleted after the retention period; failed ones stay here until retried.',
} as const;
