import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-red-600';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
}

/** A labelled form field with its error under it (the error's id is `${id}-error`). */
export function Field({ id, label, error, className = '', children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** How a control points at its field's error, so a screen reader reads the error with the label. */
function errorLink(id: string, error: string | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}

type TextFieldProps = FieldProps & {
  value: string;
  onValue: (value: string) => void;
  /** Lines of a textarea; without it, one line of input. */
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A Field holding one text input (or, with `rows`, a textarea), wired to its label and error. */
export function TextField({ id, label, error, className, value, onValue, rows, ...input }: TextFieldProps) {
  const control = { id, value, className: inputClass, ...errorLink(id, error) };
  return (
    <Field id={id} label={label} error={error} {...(className ? { className } : {})}>
      {rows ? (
        <textarea {...control} rows={rows} maxLength={input.maxLength} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...control} {...input} onChange={(event) => onValue(event.target.value)} />
      )}
    </Field>
  );
}
