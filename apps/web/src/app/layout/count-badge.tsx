/**
 * §2: the cart badge shows the number of distinct items when above zero. `position` places it on its
 * positioned parent: by default on the corner of a padded button; beside a bare icon, off its corner so
 * the icon stays seen.
 */
export function CountBadge({ count, position = '-top-0.5 -right-0.5' }: { count: number; position?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={`absolute ${position} flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white`}
      data-testid="cart-badge"
    >
      {count}
    </span>
  );
}
