import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_KINDS, AUDIT_KIND_LABELS, marketDateTime, type AuditPage } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useAuditLog, type AuditFilters } from '../api/admin-day-api';
import { AdminShell, ErrorText, quietButtonClass } from '../components/admin-shell';
import { ChoiceFilter, DayRangeFilter, FilterButtons, ShopFilter, filtersFrom } from '../components/filter-fields';

const FILTERS = ['actorId', 'shopId', 'kind', 'from', 'to'] as const;
type Filters = Omit<AuditFilters, 'before'>;
function filtersOf(params: URLSearchParams): Filters {
  return filtersFrom(params, FILTERS);
}

function FilterForm({ filters, actors, onApply }: { filters: Filters; actors: AuditPage['actors']; onApply: (next: Filters) => void }) {
  const [draft, setDraft] = useState(filters);
  const set = (key: (typeof FILTERS)[number]) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="mb-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-5"
    >
      <ChoiceFilter
        label="Who"
        any="Anyone"
        value={draft.actorId}
        onChange={set('actorId')}
        choices={actors.map((actor) => ({ value: actor.id, label: actor.fullName }))}
      />
      <ShopFilter value={draft.shopId} onChange={set('shopId')} />
      <ChoiceFilter
        label="What"
        any="Every kind"
        value={draft.kind}
        onChange={set('kind')}
        choices={AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }))}
      />
      <DayRangeFilter from={draft.from} to={draft.to} onFrom={set('from')} onTo={set('to')} />
      <FilterButtons
        apply="Show entries"
        className="lg:col-span-5"
        onClear={() => {
          setDraft({});
          onApply({});
        }}
      />
    </form>
  );
}

function Entries({ page }: { page: AuditPage }) {
  if (page.entries.length === 0) return <p className="text-slate-600">Nothing recorded matches.</p>;
  return (
    <ol aria-label="Audit entries" className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {page.entries.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <time dateTime={entry.createdAt} className="text-sm text-slate-600 tabular-nums">
            {marketDateTime(entry.createdAt)}
          </time>
          <p className="text-slate-900 break-words">
            {entry.link === null ? (
              entry.sentence
            ) : (
              <Link to={paths.admin(entry.link)} className="text-brand-900 underline decoration-slate-300 hover:decoration-brand-800">
                {entry.sentence}
              </Link>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The audit log (issue 39 item 5): every operator action as a sentence — who did what, when (en-NG, Lagos),
 * with a link to the thing — newest first, filtered by who, shop, kind and day; bank numbers masked. Read-only.
 */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // Older pages by the id each page ended at; a new filter starts at the newest again.
  const [cursors, setCursors] = useState<{ key: string; stack: number[] }>({ key: '', stack: [] });
  const stack = cursors.key === params.toString() ? cursors.stack : [];
  const page = useAuditLog({ ...filters, before: stack.at(-1) });
  const apply = (next: Filters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
    setParams(search);
  };
  const move = (next: number[]) => setCursors({ key: params.toString(), stack: next });
  return (
    <AdminShell title="Audit log">
      <FilterForm key={params.toString()} filters={filters} actors={page.data?.actors ?? []} onApply={apply} />
      <ErrorText error={page.error} />
      {page.isPending && <p className="text-slate-600">Loading…</p>}
      {page.data && (
        <>
          <Entries page={page.data} />
          <div className="mt-3 flex gap-2">
            {stack.length > 0 && (
              <button type="button" className={quietButtonClass} onClick={() => move(stack.slice(0, -1))}>
                Newer
              </button>
            )}
            {page.data.nextBefore && (
              <button type="button" className={quietButtonClass} onClick={() => move([...stack, page.data.nextBefore!])}>
                Older
              </button>
            )}
          </div>
        </>
      )}
    </AdminShell>
  );
}
