import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AvailabilityBadge } from './availability-badge';
import { ProductGallery } from './product-gallery';
import { ReadMore } from './read-more';

afterEach(cleanup);

describe('ProductGallery', () => {
  it("says 'No images available' when there are none", () => {
    render(<ProductGallery images={[]} title="Moi Moi" />);
    expect(screen.getByText('No images available')).toBeTruthy();
  });
});

describe('AvailabilityBadge', () => {
  it('shows only when the product says', () => {
    const { container, rerender } = render(<AvailabilityBadge isAvailable={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<AvailabilityBadge isAvailable={false} />);
    expect(container.textContent).toBe('Out of Stock');
    rerender(<AvailabilityBadge isAvailable />);
    expect(container.textContent).toBe('Available');
  });
});

describe('ReadMore', () => {
  const long = 'Textbooks, novels and study guides for every faculty on campus.';

  it('cuts text over the limit and toggles Read More / Read Less', async () => {
    render(<ReadMore text={long} max={50} />);
    expect(screen.getByText(`${long.slice(0, 50)}...`, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByText(long, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByText(`${long.slice(0, 50)}...`, { exact: false })).toBeTruthy();
  });

  it('shows short text whole, without a toggle', () => {
    render(<ReadMore text="Short and sweet." max={50} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
