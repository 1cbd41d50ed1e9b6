import type { ConfigResponse } from '@campus/contract';
import { PanelSection } from './panel-section';

/** The public configuration the storefront received (GET config). */
export function ConfigSection({ config }: { config: ConfigResponse }) {
  return (
    <PanelSection title="Configuration">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {Object.entries(config).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-500">{key}</dt>
            <dd className="font-mono break-all text-slate-900">{String(value)}</dd>
          </div>
        ))}
      </dl>
    </PanelSection>
  );
}
