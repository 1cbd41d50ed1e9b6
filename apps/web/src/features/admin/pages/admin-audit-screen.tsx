import { useState } from 'react';
import { useAuditLog } from '../api/admin-api';
import { AdminShell, ErrorText, quietButtonClass } from '../components/admin-shell';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log: every operator action, newest first, read-only. */
export function AdminAuditPage() {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const before = cursors.at(-1) ?? null;
  const page = useAuditLog(before);
  return (
    <AdminShell title="Audit log">
      <ErrorText error={page.error} />
      {page.data && (
        <>
          {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
          <div
            tabIndex={0}
            role="region"
            aria-label="Audit entries"
            className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Before → after
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {page.data.entries.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <td className="px-3 py-2 whitespace-nowrap">{new Date(entry.createdAt).toLocaleString()}</td>
                    <td className="px-3 py-2">{entry.actor.fullName}</td>
                    <td className="px-3 py-2 font-mono">{entry.action}</td>
                    <td className="px-3 py-2 font-mono break-all">
                      {entry.subjectType} {entry.subjectId}
                    </td>
                    <td className="px-3 py-2 font-mono break-all">
                      {json(entry.before)} → {json(entry.after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.data.entries.length === 0 && <p className="mt-2 text-slate-600">Nothing recorded yet.</p>}
          <div className="mt-3 flex gap-2">
            {cursors.length > 1 && (
              <button type="button" className={quietButtonClass} onClick={() => setCursors(cursors.slice(0, -1))}>
                Newer
              </button>
            )}
            {page.data.nextBefore && (
              <button type="button" className={quietButtonClass} onClick={() => setCursors([...cursors, page.data.nextBefore])}>
                Older
              </button>
            )}
          </div>
        </>
      )}
    </AdminShell>
  );
}
