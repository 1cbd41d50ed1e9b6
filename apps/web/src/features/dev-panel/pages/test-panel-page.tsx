import { Navigate } from 'react-router';
import { useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { ConfigSection } from '../components/config-section';
import { OutboxSection } from '../components/outbox-section';
import { SmsSection } from '../components/sms-section';

/**
 * /test-panel (DESIGN §6): a developer panel, never in production. Sections are separate components,
 * so another concern (sandbox payments) adds one next to these.
 */
export function TestPanelPage() {
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <p className="p-8 text-center text-slate-500">Loading…</p>;
  if (!config || config.production) return <Navigate to={paths.home()} replace />;
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Test panel</h1>
      <ConfigSection config={config} />
      <OutboxSection />
      <SmsSection />
    </div>
  );
}
