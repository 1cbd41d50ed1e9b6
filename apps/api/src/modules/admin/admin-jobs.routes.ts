import { z } from 'zod';
import { adminJobListSchema, adminJobSchema, errorSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { AdminJobs } from './admin-jobs';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema } as const;

/**
 * Failed jobs in the operator's console (issue 34). Registered inside the admin module, so the admin
 * area's authentication and operator hooks run first on every call.
 */
export const adminJobsRoutes: AppModule = async (app, { deps }) => {
  const jobs = new AdminJobs(deps.db, deps.jobs, deps.audit);
  const tags = ['admin'];

  app.get(
    '/admin/jobs',
    { schema: { tags, summary: 'Background jobs that failed for good', security, response: { 200: adminJobListSchema, ...refusals } } },
    async () => ({ jobs: await jobs.failed() }),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Run a failed job again',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: adminJobSchema, 400: errorSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => jobs.retry(currentUser(request).id, request.params.id),
  );
};
