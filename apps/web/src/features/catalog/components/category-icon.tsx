import { BookOpen, Gem, Laptop, Shirt, Store, UtensilsCrossed, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  Food: UtensilsCrossed,
  Books: BookOpen,
  Fashion: Shirt,
  Electronics: Laptop,
  Accessories: Gem,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Store;
  return <Icon className={className} aria-hidden="true" />;
}
