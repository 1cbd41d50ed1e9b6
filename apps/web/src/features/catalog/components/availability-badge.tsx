/** §4: 'Available' or 'Out of Stock', shown only when the product says which. */
export function AvailabilityBadge({ isAvailable }: { isAvailable: boolean | undefined }) {
  if (isAvailable === undefined) return null;
  return (
    <span
      data-testid="availability"
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${isAvailable ? 'bg-brand-50 text-brand-800 ring-brand-100' : 'bg-red-50 text-red-700 ring-red-100'}`}
    >
      {isAvailable ? 'Available' : 'Out of Stock'}
    </span>
  );
}
