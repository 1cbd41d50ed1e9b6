/** §2: the cart badge shows the number of distinct items when above zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
      data-testid="cart-badge"
    >
      {count}
    </span>
  );
}
