import { formatNaira, type SellerDay } from '@campus/contract';

const weekday = new Intl.DateTimeFormat('en-NG', { weekday: 'short', timeZone: 'UTC' });
const dayName = (date: string) => weekday.format(new Date(`${date}T12:00:00Z`));

/**
 * The last 7 days' takings as plain SVG bars (no chart library: the console's chunk stays small).
 * The figures are also in the table beside it, which is what a screen reader reads.
 */
export function TakingsChart({ days }: { days: readonly SellerDay[] }) {
  const top = Math.max(1, ...days.map((day) => day.takings));
  const width = 320;
  const height = 120;
  const gap = 8;
  const bar = (width - gap * (days.length - 1)) / days.length;
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">Takings, last 7 days</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true" data-testid="takings-chart">
        {days.map((day, index) => {
          const h = Math.round((day.takings / top) * (height - 4));
          return (
            <rect
              key={day.date}
              x={index * (bar + gap)}
              y={height - h}
              width={bar}
              height={Math.max(h, 1)}
              rx={4}
              className="fill-brand-700"
            />
          );
        })}
      </svg>
      {/* The day names are HTML under the bars, not SVG text: text in the SVG grew with the chart's width (28 px on a desktop). */}
      <div
        aria-hidden="true"
        data-testid="takings-chart-days"
        className="mt-1 grid text-center text-xs text-slate-600"
        style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`, columnGap: `${(gap / width) * 100}%` }}
      >
        {days.map((day) => (
          <span key={day.date}>{dayName(day.date)}</span>
        ))}
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Orders and takings per day</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="font-medium">
              Day
            </th>
            <th scope="col" className="text-right font-medium">
              Orders
            </th>
            <th scope="col" className="text-right font-medium">
              Takings
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-normal text-slate-800">
                {dayName(day.date)} <span className="text-slate-500">{day.date.slice(5)}</span>
              </th>
              <td className="py-1 text-right text-slate-800">{day.orders}</td>
              <td className="py-1 text-right font-semibold text-slate-900">{formatNaira(day.takings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
