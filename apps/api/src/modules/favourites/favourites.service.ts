import { availabilityOf, FAVOURITES_MAX, FAVOURITE_MESSAGES, koboToNaira, type FavouriteKind, type Favourites } from '@campus/contract';
import { ConflictError, NotFoundError } from '../../errors/domain-errors';
import { hoursOf } from '../catalog/catalog.mapper';
import type { FavouritesRepository } from './favourites.repository';

/** §3: isAvailable is absent when the shop never said (and the product does not count its units). */
function availableField(isAvailable: boolean | null): { isAvailable?: boolean } {
  return isAvailable === null ? {} : { isAvailable };
}

/** Favourite shops and products (issue 37 item 3): kept per account, shown as the catalog sells them now. */
export class FavouritesService {
  constructor(private readonly repository: FavouritesRepository) {}

  async list(userId: string): Promise<Favourites> {
    const [shops, products] = await Promise.all([this.repository.listShops(userId), this.repository.listProducts(userId)]);
    const withHours = (shop: Parameters<typeof hoursOf>[0]) => {
      const hours = hoursOf(shop);
      return hours ? { hours } : {};
    };
    return {
      shops: shops.map((shop) => ({ _id: shop.id, slug: shop.slug, name: shop.name, image: shop.images[0] ?? null, ...withHours(shop) })),
      products: products.map(({ product, shop }) => ({
        _id: product.id,
        slug: product.slug,
        productTitle: product.title,
        price: koboToNaira(product.priceKobo),
        image: product.images[0] ?? null,
        ...availableField(availabilityOf(product.isAvailable, product.stockCount)),
        shop: { _id: shop.id, slug: shop.slug, name: shop.name, ...withHours(shop) },
      })),
    };
  }

  /** Keeps a shop or product the storefront lists (404 otherwise); keeping it twice is the same as once. */
  async add(userId: string, kind: FavouriteKind, id: string): Promise<Favourites> {
    const listed = kind === 'shops' ? await this.repository.shopIsListed(id) : await this.repository.productIsListed(id);
    if (!listed) throw new NotFoundError(kind === 'shops' ? FAVOURITE_MESSAGES.shopNotFound : FAVOURITE_MESSAGES.productNotFound);
    if (!(await this.repository.add(kind, userId, id, FAVOURITES_MAX))) throw new ConflictError(FAVOURITE_MESSAGES.tooMany);
    return this.list(userId);
  }

  /** Lets a favourite go; one that was not kept is already gone. */
  async remove(userId: string, kind: FavouriteKind, id: string): Promise<Favourites> {
    await this.repository.remove(kind, userId, id);
    return this.list(userId);
  }
}
