import { ADMIN_JOB_MESSAGES, marketDateTime, type AdminJob } from '@campus/contract';
import { useFailedJobs, useRetryJob } from '../api/admin-jobs-api';
import { AdminShell, ErrorText, quietButtonClass } from '../components/admin-shell';

function JobCard({ job, onRetry, busy }: { job: AdminJob; onRetry: () => void; busy: boolean }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-semibold text-slate-900">{job.queue}</p>
          <p className="font-mono text-xs break-all text-slate-600">{job.key}</p>
        </div>
        <button
          type="button"
          className={`shrink-0 ${quietButtonClass}`}
          disabled={busy}
          onClick={onRetry}
          aria-label={`Retry ${job.queue} ${job.key}`}
        >
          Retry
        </button>
      </div>
      <p className="mt-2 text-sm break-words text-red-800">{job.lastError ?? 'No error recorded.'}</p>
      <p className="mt-1 text-xs text-slate-600">
        {job.attempts} of {job.maxAttempts} attempts · queued {marketDateTime(job.createdAt)}
      </p>
    </li>
  );
}

/** Failed background jobs (issue 34): kept when completed ones are pruned; Retry runs one again, audited. */
export function AdminJobsPage() {
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  return (
    <AdminShell title="Failed jobs">
      <ErrorText error={jobs.error} />
      {retry.isSuccess && (
        <p role="status" className="mb-3 text-sm text-brand-800">
          {ADMIN_JOB_MESSAGES.retried}
        </p>
      )}
      <ErrorText error={retry.error} />
      {jobs.isPending && <p className="text-slate-600">Loading…</p>}
      {jobs.data &&
        (jobs.data.jobs.length === 0 ? (
          <p className="text-slate-700">{ADMIN_JOB_MESSAGES.none}</p>
        ) : (
          <ul className="grid gap-3">
            {jobs.data.jobs.map((job) => (
              <JobCard key={job.id} job={job} busy={retry.isPending} onRetry={() => retry.mutate(job.id)} />
            ))}
          </ul>
        ))}
    </AdminShell>
  );
}
