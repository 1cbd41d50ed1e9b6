import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// The panel's links load when the menu first opens, not with every page's first JS (decision 067).
const HelpLinks = lazy(() => import('@/features/about/components/help-links').then((module) => ({ default: module.HelpLinks })));

/**
 * The phone's menu (issue 23): customer service, call, About, Terms and the social links, which the
 * desktop footer carries and a phone never showed. Closes on Escape, on a click outside, on a link.
 */
export function MenuButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Help"
          className="absolute inset-x-2 top-full mt-1 overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <Suspense fallback={null}>
            <HelpLinks onNavigate={() => setOpen(false)} />
          </Suspense>
        </nav>
      )}
    </div>
  );
}
