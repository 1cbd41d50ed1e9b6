import {
  STRENGTH_HINT,
  STRENGTH_LABELS,
  strengthColor,
  strengthLabel,
  type PasswordExplainer,
  type PasswordScorer,
} from '@campus/contract';

const BAR = { red: 'bg-red-500', yellow: 'bg-yellow-400', green: 'bg-green-600' } as const;
const TEXT = { red: 'text-red-700', yellow: 'text-yellow-700', green: 'text-green-700' } as const;
const SEGMENTS = STRENGTH_LABELS.length;

/**
 * §5 strength meter, scored by the password rule's own scorer (zxcvbn, 0–4), so the meter and the
 * rule agree: "Ab1!" is Very Weak, not Strong. Red whenever the rule refuses the password (too short
 * counts too), with the reason under it (issue 37); yellow where it just passes. The hint is the rule in words.
 */
export function StrengthMeter({
  password,
  scorer,
  explain,
}: {
  password: string;
  scorer: PasswordScorer | undefined;
  explain?: PasswordExplainer | undefined;
}) {
  const score = password && scorer ? scorer(password) : 0;
  const refusal = password && explain ? explain(password) : undefined;
  const color = refusal ? 'red' : strengthColor(score);
  const filled = password ? score + 1 : 0;
  return (
    <div className="space-y-1" data-testid="strength-meter" data-color={color} data-score={score}>
      <div
        className="flex gap-1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={SEGMENTS - 1}
        aria-valuenow={score}
        aria-valuetext={strengthLabel(score)}
      >
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${i < filled ? BAR[color] : 'bg-slate-200'}`} />
        ))}
      </div>
      {password && <p className={`text-sm font-medium ${TEXT[color]}`}>{strengthLabel(score)}</p>}
      {refusal && (
        <p className="text-sm text-red-700" data-testid="password-refusal">
          {`Not accepted: ${refusal}`}
        </p>
      )}
      <p className="text-xs text-slate-500">{STRENGTH_HINT}</p>
    </div>
  );
}
