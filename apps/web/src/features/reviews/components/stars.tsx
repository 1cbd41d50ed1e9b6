/** Five stars, `value` of them filled, for a screen reader "4 out of 5 stars". */
export function Stars({ value, size = 'text-base' }: { value: number; size?: string }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className={`${size} leading-none tracking-tight`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= value ? 'text-amber-500' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  );
}
