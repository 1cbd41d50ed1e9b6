import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, AdminJobList } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

const jobsKey = ['admin', 'jobs'] as const;

/** GET admin/jobs: background jobs that failed for good (issue 34). */
export const useFailedJobs = () =>
  useQuery({ queryKey: jobsKey, queryFn: ({ signal }) => apiRequest<AdminJobList>('admin/jobs', { auth: true, signal }) });

/** POST admin/jobs/:id/retry: the job runs again with fresh attempts (audited). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: string) => apiRequest<AdminJob>(`admin/jobs/${id}/retry`, { method: 'POST', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
