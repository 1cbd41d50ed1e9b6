import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@campus/contract';

/** §2 code entry: 6 single-digit boxes; typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpInput({ value, onChange, disabled }: { value: string; onChange(code: string): void; disabled?: boolean }) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: LIMITS.otpLength }, (_, i) => value[i] ?? '');

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, LIMITS.otpLength));
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return setDigit(index, '');
    if (typed.length > 1) return fill(index, typed);
    setDigit(index, typed);
    boxes.current[index + 1]?.focus();
  };

  const fill = (from: number, text: string) => {
    const next = [...digits];
    for (let i = 0; i < text.length && from + i < LIMITS.otpLength; i++) next[from + i] = text[i] ?? '';
    onChange(next.join(''));
    boxes.current[Math.min(from + text.length, LIMITS.otpLength - 1)]?.focus();
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    event.preventDefault();
    fill(pasted.length >= LIMITS.otpLength ? 0 : index, pasted.slice(0, LIMITS.otpLength));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowLeft') boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight') boxes.current[index + 1]?.focus();
  };

  return (
    <div role="group" aria-label="Verification code" className="flex justify-between gap-2">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={LIMITS.otpLength}
          disabled={disabled}
          aria-label={`Digit ${index + 1}`}
          className="h-12 w-11 rounded-xl border border-slate-300 text-center text-xl font-semibold text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 sm:h-14 sm:w-12"
        />
      ))}
    </div>
  );
}
