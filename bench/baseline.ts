import { REFERENCE_NAME, type EndpointFigure } from './api';
import type { RouteBundle } from './bundle';
import type { OrderEventsFigure } from './order-events';
import type { UploadsFigure } from './uploads';
import type { PageFigure } from './web';

/**
 * The bench's memory (decision record 094): the figures of a run, compared with the last committed baseline
 * (`bench/baseline.json`). Pure functions; reading and writing the file is `baseline-file.ts`.
 */

/** A ratio to the hello-world measured in the same run, or an absolute figure that is better higher or lower. */
export type Direction = 'ratio' | 'higher' | 'lower';

/** One figure of a run: `section` is the key of its part of the results (`api-pglite`, `pages`…). */
export interface Figure {
  section: string;
  name: string;
  value: number;
  direction: Direction;
}

/** A section of the baseline: when it was measured, on how loaded a machine, and its figures by name. */
export interface BaselineSection {
  at: string;
  loadAverage: number[];
  figures: Record<string, number>;
}

export interface Baseline {
  sections: Record<string, BaselineSection>;
}

/** A figure next to the baseline's: percent is undefined when the baseline has no such figure (or had 0). */
export interface Change {
  figure: Figure;
  baseline?: number;
  percent?: number;
  /** A ratio that fell by more than FALL_FLAG_PERCENT: shown, never a failure. */
  fell: boolean;
  /** A ratio of a section whose hello-world moved more than MACHINE_DRIFT_PERCENT: measured on another machine, not flagged. */
  otherMachine?: boolean;
}

/** Ratios move a few percent between runs on a quiet machine (decision 018); a fall beyond this is flagged. */
export const FALL_FLAG_PERCENT = 15;

/**
 * The hello-world's req/s says how fast the machine was. Beyond this change from the baseline's, the two runs were on
 * different machines (or one was loaded), and a ratio moves with the machine too: a faster core speeds the hello-world
 * more than a call that waits on its database. Such ratios are shown, not flagged.
 */
export const MACHINE_DRIFT_PERCENT = 25;

const HELLO_REQ_PER_SEC = `${REFERENCE_NAME} req/s`;

export const NO_BASELINE_TEXT = 'no baseline yet: run npm run bench -- --save-baseline on a quiet machine';

/** A finite figure, else nothing: skipped endpoints and windows with no answer are not figures. */
const figure = (section: string, name: string, value: number | undefined, direction: Direction): Figure[] =>
  value !== undefined && Number.isFinite(value) ? [{ section, name, value, direction }] : [];

function endpointFigures(section: string, rows: EndpointFigure[]): Figure[] {
  return rows
    .filter((row) => !row.skipped && row.reqPerSec > 0)
    .flatMap((row) => [
      // The reference's ratio is 1 by definition; its req/s says how fast the machine was.
      ...(row.name === REFERENCE_NAME ? [] : figure(section, `${row.name} vs hello`, row.ratio, 'ratio')),
      ...figure(section, `${row.name} req/s`, row.reqPerSec, 'higher'),
      ...figure(section, `${row.name} p99 ms`, row.p99, 'lower'),
    ]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The comparable figures of a run's results (what `main` writes to latest.json), section by section. */
export function figuresOf(results: Record<string, unknown>): Figure[] {
  return Object.entries(results).flatMap(([section, value]): Figure[] => {
    // The shapes are main's own, written a few lines before this is called.
    if (/^(api|scale)-/.test(section)) {
      const rows = section.startsWith('api-') ? value : (value as { figures: EndpointFigure[] }).figures;
      return endpointFigures(section, rows as EndpointFigure[]);
    }
    if (section.startsWith('journey-')) {
      const journey = value as { rate: number; steps: EndpointFigure[] };
      return [
        ...figure(section, 'rate req/s (half the mixed maximum)', journey.rate, 'higher'),
        ...journey.steps.flatMap((step) => figure(section, `${step.name} p99 ms`, step.p99, 'lower')),
      ];
    }
    if (section.startsWith('events-')) return figure(section, 'status to event p99 ms', (value as OrderEventsFigure).p99, 'lower');
    if (section.startsWith('uploads-')) {
      // Its p99 ratio (during uploads ÷ idle) is better lower, so it is shown when it moves, not flagged as a fall.
      const uploads = value as UploadsFigure;
      return [
        ...figure(section, 'sign-in p99 ms idle', uploads.idle.p99, 'lower'),
        ...figure(section, 'sign-in p99 ms during eight uploads', uploads.loaded.p99, 'lower'),
        ...figure(section, 'sign-in p99 during ÷ idle', uploads.ratioP99, 'lower'),
      ];
    }
    if (section === 'bundles')
      return (value as RouteBundle[]).flatMap((route) => figure(section, `${route.name} JS gzip bytes`, route.jsSizes.gzip, 'lower'));
    if (section === 'pages')
      return (value as PageFigure[]).flatMap((page) => [
        ...figure(section, `${page.page} performance`, page.performance, 'higher'),
        ...figure(section, `${page.page} FCP ms`, page.fcpMs, 'lower'),
        ...figure(section, `${page.page} LCP ms`, page.lcpMs, 'lower'),
        ...figure(section, `${page.page} TBT ms`, page.tbtMs, 'lower'),
      ]);
    if (section === 'start') {
      const start = value as { npmStartMs: number[]; idleRssMb: number };
      return [
        ...figure(section, '`npm start` median ms', median(start.npmStartMs), 'lower'),
        ...figure(section, 'idle RSS MB', start.idleRssMb, 'lower'),
      ];
    }
    return [];
  });
}

/** How much the hello-world's req/s of a section moved from the baseline's, in percent; undefined when either lacks it. */
export function machineDrift(figures: Figure[], baseline: Baseline | undefined, section: string): number | undefined {
  const before = baseline?.sections[section]?.figures[HELLO_REQ_PER_SEC];
  const now = figures.find((f) => f.section === section && f.name === HELLO_REQ_PER_SEC)?.value;
  return before && now !== undefined ? ((now - before) / before) * 100 : undefined;
}

/** The section's drift when it says another machine (more than `MACHINE_DRIFT_PERCENT` either way), else undefined. */
function otherMachineDrift(figures: Figure[], baseline: Baseline | undefined, section: string): number | undefined {
  const drift = machineDrift(figures, baseline, section);
  return drift !== undefined && Math.abs(drift) > MACHINE_DRIFT_PERCENT ? drift : undefined;
}

/**
 * Each figure next to the baseline's. Without a baseline every change is unknown and nothing is flagged; the ratios of
 * a section measured on another machine (`MACHINE_DRIFT_PERCENT`) are not flagged either.
 */
export function compare(figures: Figure[], baseline: Baseline | undefined): Change[] {
  const elsewhere = new Set(
    [...new Set(figures.map((f) => f.section))].filter((section) => otherMachineDrift(figures, baseline, section) !== undefined),
  );
  return figures.map((figure) => {
    const before = baseline?.sections[figure.section]?.figures[figure.name];
    if (before === undefined || before === 0) return { figure, baseline: before, fell: false };
    const percent = ((figure.value - before) / before) * 100;
    const otherMachine = figure.direction === 'ratio' && elsewhere.has(figure.section);
    // Below 85% of the baseline, said as a product so a fall of exactly 15% is not flagged by a rounding error.
    const fell = figure.direction === 'ratio' && !otherMachine && figure.value < before * (1 - FALL_FLAG_PERCENT / 100);
    return { figure, baseline: before, percent, fell, ...(otherMachine ? { otherMachine } : {}) };
  });
}

/** "+4%", "-18% FELL", "-21% other machine", "new" (no baseline for this figure) or "" (no baseline at all). */
export function changeText(change: Change | undefined, hasBaseline: boolean): string {
  if (!hasBaseline) return '';
  if (change?.percent === undefined) return 'new';
  const rounded = Math.round(change.percent);
  const text = rounded > 0 ? `+${rounded}%` : rounded < 0 ? `${rounded}%` : '0%';
  return change.fell ? `${text} FELL` : change.otherMachine ? `${text} other machine` : text;
}

/**
 * The baseline after `--save-baseline`: the sections this run measured replace theirs whole (an endpoint gone
 * from the bench leaves with them); the sections it did not run keep their older figures.
 */
export function savedBaseline(previous: Baseline | undefined, figures: Figure[], run: { at: string; loadAverage: number[] }): Baseline {
  const sections: Record<string, BaselineSection> = { ...previous?.sections };
  for (const section of new Set(figures.map((f) => f.section))) {
    const own = figures.filter((f) => f.section === section);
    sections[section] = { ...run, figures: Object.fromEntries(own.map((f) => [f.name, f.value])) };
  }
  return { sections: Object.fromEntries(Object.entries(sections).sort(([a], [b]) => a.localeCompare(b))) };
}

/** A figure as the tables show it: a ratio in percent of the hello-world, else rounded to what it measures. */
export function valueText(direction: Direction, value: number): string {
  if (direction === 'ratio') return `${(value * 100).toFixed(0)}%`;
  return Number.isInteger(value) || Math.abs(value) >= 100 ? String(Math.round(value)) : value.toFixed(1);
}

/** The run's closing words on the baseline: a line per saved section it was compared with, and the ratios that fell. */
export function baselineLines(changes: Change[], baseline: Baseline | undefined, file: string): string[] {
  if (!baseline) return [NO_BASELINE_TEXT];
  const sections = [...new Set(changes.map((c) => c.figure.section))];
  const saved = sections.flatMap((section) => {
    const entry = baseline.sections[section];
    return entry ? [`  ${section}: saved ${entry.at}, load average ${entry.loadAverage.map((l) => l.toFixed(1)).join(' ')}`] : [];
  });
  const unsaved = sections.filter((section) => !baseline.sections[section]);
  const figures = changes.map((c) => c.figure);
  const elsewhere = sections.flatMap((section) => {
    const drift = otherMachineDrift(figures, baseline, section);
    if (drift === undefined) return [];
    const moved = `${drift > 0 ? '+' : ''}${Math.round(drift)}%`;
    return [
      `  ${section}: the hello-world moved ${moved} from the baseline's, so this is another machine (or a loaded one): its ratios are shown, not flagged; save a baseline here to compare`,
    ];
  });
  const fell = changes.filter((c) => c.fell);
  return [
    `Compared with the baseline in ${file}:`,
    ...saved,
    ...elsewhere,
    ...(unsaved.length > 0 ? [`  not in the baseline: ${unsaved.join(', ')}`] : []),
    fell.length === 0
      ? `  no ratio fell more than ${FALL_FLAG_PERCENT}%.`
      : `  ${fell.length} ratio${fell.length === 1 ? '' : 's'} fell more than ${FALL_FLAG_PERCENT}% (a figure, not a failure): ${fell
          .map((c) => `${c.figure.section} ${c.figure.name} ${changeText(c, true)}`)
          .join('; ')}`,
  ];
}

/** The rows of the closing table: every figure that moved more than FALL_FLAG_PERCENT either way since the baseline. */
export function movedRows(changes: Change[]): Record<string, string>[] {
  return changes
    .filter((c) => c.percent !== undefined && Math.abs(c.percent) > FALL_FLAG_PERCENT)
    .map((c) => ({
      section: c.figure.section,
      figure: c.figure.name,
      baseline: valueText(c.figure.direction, c.baseline ?? Number.NaN),
      now: valueText(c.figure.direction, c.figure.value),
      change: changeText(c, true),
      'better when': c.figure.direction === 'lower' ? 'lower' : 'higher',
    }));
}
