import { randomBytes } from 'node:crypto';
import {
  closedLabel,
  PAUSED_UNTIL_REOPENED,
  SELLER_CATALOG_MESSAGES,
  shopOpenState,
  shopStatusLabelAt,
  type PauseBody,
  slugify,
  type SellerProduct,
  type ShopProfile,
  type UploadedImage,
} from '@campus/contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors/domain-errors';
import type { ShopRow } from '../access/shop-row';
import type { CatalogWriter } from '../../infra/events/catalog-writer';
import type { ImageUploads } from '../images/image-uploads';
import { imageUrl, srcsetOf } from '../images/image-variants';
import type { ProductFields, ProductWithExtras, SellerCatalogRepository, ShopProfileFields } from './seller-catalog.repository';
import { renameShop } from '../shop-names/rename-shop';

export function toSellerProduct({ product, extras }: ProductWithExtras): SellerProduct {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    description: product.description,
    priceKobo: product.priceKobo,
    images: product.images,
    // The seed may leave availability unsaid (§3); the console shows that as available, as the storefront does.
    isAvailable: product.isAvailable !== false,
    extras: extras.map(({ extra, options }) => ({
      title: extra.title,
      kind: extra.kind,
      limit: extra.pickLimit,
      defaultOption: extra.defaultOption,
      options: options.map((option) => ({ name: option.name, priceKobo: option.priceKobo })),
    })),
    position: product.position,
    stockCount: product.stockCount,
  };
}

export function toShopProfile(shop: ShopRow, now: Date): ShopProfile {
  const hours = (shop.openingHours as ShopProfile['openingHours']) ?? null;
  return {
    slug: shop.slug,
    name: shop.name,
    description: shop.description,
    images: shop.images,
    deliveryPriceKobo: shop.deliveryPriceKobo,
    phone: shop.phone,
    isOpen: shop.isOpen,
    openingHours: hours,
    timezone: shop.timezone,
    closedLabel: closedLabel(shopOpenState({ isOpen: shop.isOpen, openingHours: hours, timezone: shop.timezone }, now)),
    pausedUntil: shop.pausedUntil && shop.pausedUntil > now ? shop.pausedUntil.toISOString() : null,
    pauseReason: shop.pausedUntil && shop.pausedUntil > now ? shop.pauseReason : '',
    statusLabel: shopStatusLabelAt(
      {
        isOpen: shop.isOpen,
        openingHours: hours,
        timezone: shop.timezone,
        pausedUntil: shop.pausedUntil?.toISOString(),
        pauseReason: shop.pauseReason,
      },
      now,
    ),
    prepMinutes: shop.prepMinutes,
  };
}

/** A product's address: its title's slug and a random tail, so two shops' "Jollof Rice" never clash. */
function newSlug(title: string): string {
  const base = slugify(title).slice(0, 80) || 'product';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * The shop console's catalog (issue 20 items 3–5). Every write runs in one transaction that also
 * notifies every instance (decision 060, `CatalogWriter`); this instance drops its catalog index at once as well.
 */
export class SellerCatalogService {
  constructor(
    private readonly writer: CatalogWriter,
    private readonly repository: SellerCatalogRepository,
    private readonly images: ImageUploads,
    private readonly now: () => Date,
  ) {}

  /** Runs a catalog write of this shop: every instance, this one included, drops its catalog once it has committed. */
  private write<T>(shopId: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return this.writer.write(async (tx, changed) => {
      const value = await work(tx as unknown as Database);
      await changed(shopId);
      return value;
    });
  }

  async list(shopId: string, search?: string): Promise<SellerProduct[]> {
    return (await this.repository.listProducts(shopId, search)).map(toSellerProduct);
  }

  async get(shopId: string, productId: string): Promise<SellerProduct> {
    const found = await this.repository.findProduct(shopId, productId);
    if (!found) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return toSellerProduct(found);
  }

  /** Pictures belong to their shop (decision 088): ones it holds already, or its own uploads, which become used. */
  private async claimPictures(shopId: string, images: readonly string[], tx: Database): Promise<void> {
    await this.images.claim(shopId, images, await this.repository.picturesHeldBy(shopId, tx), tx);
  }

  async create(shopId: string, fields: ProductFields): Promise<SellerProduct> {
    const id = await this.write(shopId, async (tx) => {
      await this.claimPictures(shopId, fields.images, tx);
      return this.repository.insertProduct(shopId, newSlug(fields.title), fields, tx);
    });
    return this.get(shopId, id);
  }

  async update(shopId: string, productId: string, fields: ProductFields): Promise<SellerProduct> {
    const updated = await this.write(shopId, async (tx) => {
      await this.claimPictures(shopId, fields.images, tx);
      return this.repository.updateProduct(shopId, productId, fields, tx);
    });
    if (!updated) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return this.get(shopId, productId);
  }

  async setAvailability(shopId: string, productId: string, isAvailable: boolean): Promise<SellerProduct> {
    const updated = await this.write(shopId, (tx) => this.repository.setAvailability(shopId, productId, isAvailable, tx));
    if (!updated) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return this.get(shopId, productId);
  }

  async remove(shopId: string, productId: string): Promise<string> {
    const title = await this.write(shopId, (tx) => this.repository.softDelete(shopId, productId, this.now(), tx));
    if (title === undefined) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return SELLER_CATALOG_MESSAGES.productDeleted(title);
  }

  async move(shopId: string, productId: string, direction: 'up' | 'down'): Promise<SellerProduct[]> {
    const moved = await this.write(shopId, (tx) => this.repository.move(shopId, productId, direction, tx));
    if (!moved) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return this.list(shopId);
  }

  /** An uploaded picture through the queue and pipeline (decisions 033, 088), recorded as the shop's; its largest JPEG's address names every size. */
  async upload(shopId: string, uploaderId: string, bytes: Buffer, stillWanted?: () => boolean): Promise<UploadedImage> {
    const image = await this.images.upload(shopId, uploaderId, bytes, stillWanted);
    const largestJpeg = image.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
    if (!largestJpeg) throw new Error('the pipeline made no JPEG');
    return {
      url: imageUrl(largestJpeg.key),
      width: image.width,
      height: image.height,
      srcset: { avif: srcsetOf(image, 'avif'), webp: srcsetOf(image, 'webp'), jpeg: srcsetOf(image, 'jpeg') },
    };
  }

  profile(shop: ShopRow): ShopProfile {
    return toShopProfile(shop, this.now());
  }

  /** The owner's profile; a new name goes through the one rename the operator uses too (issue 35). */
  async updateProfile(shopId: string, fields: ShopProfileFields): Promise<ShopProfile> {
    const { name, ...rest } = fields;
    const shop = await this.write(shopId, async (tx) => {
      await this.claimPictures(shopId, fields.images, tx);
      const current = await this.repository.findShop(shopId, tx);
      if (current && current.name !== name.trim()) await renameShop(shopId, name, tx);
      return this.repository.updateShop(shopId, rest, tx);
    });
    if (!shop) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return toShopProfile(shop, this.now());
  }

  /**
   * Pauses new orders for 15/30/60 minutes or until reopened (issue 36 item 5). A catalog write: every
   * instance drops its index and kept pages, so no page says "open" once the pause has committed.
   */
  async pause(shopId: string, body: { minutes: PauseBody['minutes']; reason: string }): Promise<ShopProfile> {
    const until = body.minutes === null ? new Date(PAUSED_UNTIL_REOPENED) : new Date(this.now().getTime() + body.minutes * 60_000);
    return this.savePause(shopId, until, body.reason);
  }

  /** Takes orders again at once, before the pause would have ended. */
  async reopen(shopId: string): Promise<ShopProfile> {
    return this.savePause(shopId, null, '');
  }

  private async savePause(shopId: string, until: Date | null, reason: string): Promise<ShopProfile> {
    const shop = await this.write(shopId, (tx) => this.repository.setPause(shopId, until, reason, tx));
    if (!shop) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return toShopProfile(shop, this.now());
  }

  async setOpen(shopId: string, isOpen: boolean): Promise<ShopProfile> {
    const shop = await this.write(shopId, (tx) => this.repository.setOpen(shopId, isOpen, tx));
    if (!shop) throw new NotFoundError(SELLER_CATALOG_MESSAGES.productNotFound);
    return toShopProfile(shop, this.now());
  }
}
