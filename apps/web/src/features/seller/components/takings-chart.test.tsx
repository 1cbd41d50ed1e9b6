import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SellerDay } from '@campus/contract';
import { TakingsChart } from './takings-chart';

const days: SellerDay[] = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09'].map(
  (date, index) => ({ date, orders: index, takings: index * 1000 }),
);

afterEach(cleanup);

describe('TakingsChart', () => {
  it("draws the day names at a fixed text size, outside the SVG that scales with the chart's width", () => {
    render(<TakingsChart days={days} />);
    const chart = screen.getByTestId('takings-chart');
    expect(chart.querySelectorAll('text')).toHaveLength(0);
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    const labels = screen.getByTestId('takings-chart-days');
    expect(labels.closest('svg')).toBeNull();
    expect(labels.className).toContain('text-xs');
    expect([...labels.children].map((label) => label.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});
