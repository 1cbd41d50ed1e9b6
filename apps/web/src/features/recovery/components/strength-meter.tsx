import { STRENGTH_HINT, passwordStrength, strengthColor, strengthLabel } from '@campus/contract';

const BAR = { red: 'bg-red-500', yellow: 'bg-yellow-400', green: 'bg-green-600' } as const;
const TEXT = { red: 'text-red-700', yellow: 'text-yellow-700', green: 'text-green-700' } as const;

/** §5 strength meter: score 0–5, label, red below 3 / yellow at 3 / green from 4, and the hint. */
export function StrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  const color = strengthColor(score);
  return (
    <div className="space-y-1" data-testid="strength-meter" data-color={color} data-score={score}>
      <div
        className="flex gap-1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={strengthLabel(score)}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${i < score ? BAR[color] : 'bg-slate-200'}`} />
        ))}
      </div>
      {password && <p className={`text-sm font-medium ${TEXT[color]}`}>{strengthLabel(score)}</p>}
      <p className="text-xs text-slate-500">{STRENGTH_HINT}</p>
    </div>
  );
}
