import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@campus/contract';
import { CartLineItem } from './cart-line-item';

afterEach(cleanup);

const picture = '/media/images/0b6a4f8e-3c1d-4e7a-9f2b-5d8c7e6a1b2c/1280.jpg';
const rice: CartItem = {
  _id: 'rice',
  product: { _id: 'rice', slug: 'rice', productTitle: 'Jollof Rice', price: 1500, images: [picture] },
  shopId: 'a',
  qty: 1,
  unitPrice: 1500,
  totalPrice: 1500,
  condiments: [],
};

describe('CartLineItem', () => {
  it("offers the phone the picture's small WebP widths for its 80 px square, not only the 1280 px JPEG", () => {
    const router = createMemoryRouter([{ path: '/cart', element: <CartLineItem item={rice} busy={false} onChange={() => {}} /> }], {
      initialEntries: ['/cart'],
    });
    const { container } = render(<RouterProvider router={router} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('sizes')).toBe('80px');
    expect(image?.getAttribute('srcset')).toContain('/320.webp 320w');
    expect(image?.getAttribute('src')).toBe(picture);
  });
});
