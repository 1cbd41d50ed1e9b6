import type { UploadStage } from '../api/seller-catalog-api';

/** What the owner reads while a picture goes up: preparing, the share sent, then the server's processing. */
export function uploadStageText(stage: UploadStage): string {
  switch (stage.step) {
    case 'preparing':
      return 'Preparing the picture...';
    case 'sending':
      return `Uploading ${Math.round(stage.sent * 100)}%`;
    case 'processing':
      return 'Processing the picture...';
  }
}

/** A bar that fills as the bytes go up; while the picture is prepared or processed it shows no share (indeterminate). */
export function UploadProgressBar({ stage }: { stage: UploadStage }) {
  const text = uploadStageText(stage);
  const percent = stage.step === 'sending' ? Math.round(stage.sent * 100) : stage.step === 'processing' ? 100 : undefined;
  return (
    <div className="space-y-1" aria-live="polite">
      <div
        role="progressbar"
        aria-label="Picture upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={stage.step === 'sending' ? percent : undefined}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        {/* Its own element for each kind: the share never animates out of the busy bar's width. */}
        <div
          key={percent === undefined ? 'busy' : 'share'}
          className={`h-full rounded-full bg-brand-600 transition-[width] ${percent === undefined ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-700">{text}</p>
    </div>
  );
}
