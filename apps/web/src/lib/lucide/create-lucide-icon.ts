import { createElement, forwardRef, type ReactNode } from 'react';
import { useLucideContext, type LucideProps } from 'lucide-react';

/** An icon's drawing as lucide-react's icon modules hand it to their factory. */
export interface LucideIconData {
  name?: string;
  aliases?: string[];
  size?: number;
  width?: number;
  height?: number;
  node: [tag: string, attributes: Record<string, string | number>, children?: unknown][];
}

/** Class lists merged as lucide merges them: each class once, in order. */
function mergeClasses(...lists: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const list of lists) for (const token of list?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** Whether the caller named the icon for assistive technology (otherwise it is hidden from it). */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.keys(props).some((prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null);
}

/**
 * lucide-react's icon factory, as its icon modules call it (`createLucideIcon(__iconData)`), in one small
 * function (decision 071): the package's own spreads it over a dozen modules of a general builder (about
 * 1.2 kB gzipped of every page's first JS). The browser's and the server's builds resolve the icon modules'
 * `../createLucideIcon.mjs` here (build/lucide-icon-factory.ts). Every prop of lucide's icons is honoured
 * (size, width, height, color, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className, children,
 * the LucideProvider's defaults) and the markup is lucide's, attribute for attribute:
 * `create-lucide-icon.test.tsx` renders both over a matrix of props and compares them.
 */
export default function createLucideIcon(icon: LucideIconData) {
  return forwardRef<SVGSVGElement, LucideProps>(function LucideIcon(
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className = '', children, ...rest },
    ref,
  ) {
    const context = useLucideContext() ?? {};
    const iconWidth = icon.size ?? icon.width ?? 24;
    const iconHeight = icon.size ?? icon.height ?? 24;
    const shownWidth = width ?? size ?? context.size ?? 24;
    const stroke = strokeWidth ?? context.strokeWidth ?? 2;
    const labelled = Boolean(children) || hasA11yProp(rest);
    const aliases = (icon.aliases ?? []).filter((alias) => alias.trim() !== '').map((alias) => `lucide-${alias}`);
    const classes = mergeClasses(
      'lucide',
      icon.name ? `lucide-${icon.name}` : undefined,
      ...aliases,
      mergeClasses(context.className, className),
    );
    const scaling = nonScalingStroke ?? context.nonScalingStroke ?? false;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: shownWidth,
        height: height ?? size ?? context.size ?? 24,
        viewBox: `0 0 ${iconWidth} ${iconHeight}`,
        fill: 'none',
        stroke: color ?? context.color ?? 'currentColor',
        strokeWidth:
          (absoluteStrokeWidth ?? context.absoluteStrokeWidth ?? false) ? (Number(stroke) * iconWidth) / Number(shownWidth) : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(classes && { className: classes }),
        ...(!labelled && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) =>
        createElement(tag, scaling ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
      ),
      ...(Array.isArray(children) ? children : [children as ReactNode]),
    );
  });
}
