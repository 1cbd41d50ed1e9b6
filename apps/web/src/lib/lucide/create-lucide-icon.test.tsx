import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LucideProvider, type LucideProps } from 'lucide-react';
import * as bookOpen from 'lucide-react/icons/book-open';
import * as circleCheck from 'lucide-react/icons/circle-check';
import * as menu from 'lucide-react/icons/menu';
import * as shoppingCart from 'lucide-react/icons/shopping-cart';
import * as store from 'lucide-react/icons/store';
import * as x from 'lucide-react/icons/x';
import { describe, expect, it } from 'vitest';
import { LUCIDE_ICON_FACTORY, lucideIconFactoryPlugin } from '../../../build/lucide-icon-factory';
import createLucideIcon, { type LucideIconData } from './create-lucide-icon';

/** An icon module of lucide-react: its component, and the drawing it hands its factory (not in its types). */
type IconModule = { default: ComponentType<LucideProps> };
const drawingOf = (module: IconModule) => (module as unknown as { __iconData: LucideIconData }).__iconData;
const ICONS: [string, IconModule][] = [
  ['book-open', bookOpen],
  ['circle-check', circleCheck],
  ['menu', menu],
  ['shopping-cart', shoppingCart],
  ['store', store],
  ['x', x],
];

const PROPS: LucideProps[] = [
  {},
  { className: 'h-5 w-5' },
  { className: 'h-5 w-5 lucide', 'aria-hidden': 'true' },
  { 'aria-label': 'Close' },
  { role: 'img', title: 'Cart' } as LucideProps,
  { size: 16 },
  { size: '2rem', width: 10 },
  { width: 10, height: 20 },
  { color: 'red', strokeWidth: 1.5 },
  { size: 48, strokeWidth: 3, absoluteStrokeWidth: true },
  { nonScalingStroke: true },
  { id: 'icon', 'data-testid': 'icon', style: { color: 'blue' } } as LucideProps,
];

const markup = (Icon: ComponentType<LucideProps>, props: LucideProps, context?: Parameters<typeof LucideProvider>[0]) =>
  renderToStaticMarkup(
    context ? (
      <LucideProvider {...context}>
        <Icon {...props} />
      </LucideProvider>
    ) : (
      <Icon {...props} />
    ),
  );

describe("the storefront's lucide icon factory (decision 071)", () => {
  it.each(ICONS)('draws %s as lucide-react does, for every prop', (_name, module) => {
    const Ours = createLucideIcon(drawingOf(module));
    for (const props of PROPS) expect(markup(Ours, props), JSON.stringify(props)).toBe(markup(module.default, props));
  });

  it("takes a LucideProvider's defaults as lucide-react takes the same as props, the icon's own props first", () => {
    const Ours = createLucideIcon(drawingOf(store));
    const defaults = { size: 20, color: 'green', strokeWidth: 1, absoluteStrokeWidth: true };
    for (const props of PROPS) {
      const asProps = { ...defaults, ...props, className: ['from-context', props.className].filter(Boolean).join(' ') };
      expect(markup(Ours, props, { ...defaults, className: 'from-context', children: null }), JSON.stringify(props)).toBe(
        markup(store.default, asProps),
      );
    }
  });

  it('keeps children, and a child names the icon (not hidden)', () => {
    const Ours = createLucideIcon(drawingOf(x));
    const withTitle = { children: <title>Close</title> } as LucideProps;
    expect(markup(Ours, withTitle)).toBe(markup(x.default, withTitle));
    expect(markup(Ours, withTitle)).not.toContain('aria-hidden');
  });

  it("is what the builds give lucide-react's icon modules, and only them", () => {
    const plugin = lucideIconFactoryPlugin();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | undefined;
    expect(resolve('../createLucideIcon.mjs', '/app/node_modules/lucide-react/dist/esm/icons/store.mjs')).toBe(LUCIDE_ICON_FACTORY);
    expect(resolve('../createLucideIcon.mjs', '/app/node_modules/other/dist/esm/icons/store.mjs')).toBeUndefined();
    expect(resolve('./Icon.mjs', '/app/node_modules/lucide-react/dist/esm/icons/store.mjs')).toBeUndefined();
  });
});
