import {
  REVIEW_MESSAGES,
  REVIEW_RULES,
  type ManagedReview,
  type ManagedReviewsPage,
  type MyReview,
  type PublicReview,
  type Rating,
  type ReviewsPage,
} from '@campus/contract';
import { randomUUID } from 'node:crypto';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors';
import type { ImagesModule } from '../images/images.module';
import type { FileStorage, StoredFile } from '../storage/file-storage';
import type { AuditLog } from '../access/audit-log';
import type { Limit } from '../auth/rate-limits';
import type { CatalogWriter } from '../../infra/events/catalog-writer';
import type { ListedReview, ReviewRow, ReviewsRepository } from './reviews.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const EDIT_MS = REVIEW_RULES.editDays * DAY_MS;

/** "Ada Obi" → "Ada O.": a review names its author as a shop would greet them, no more. */
export function authorLabel(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first || 'A shopper';
}

/** Where review photos are kept in storage; the name is the server's, never the client's. */
const PHOTO_PREFIX = 'reviews/';
const PHOTO_INPUT = new Set(['jpeg', 'png', 'webp'] as const);

/** The photo's public address; the file's name in the query, so a new photo is a new address for caches. */
const photoUrl = (review: ReviewRow) =>
  review.photoKey ? `/api/v1/reviews/${review.id}/photo?v=${review.photoKey.slice(PHOTO_PREFIX.length, PHOTO_PREFIX.length + 8)}` : null;

function toPublic(review: ReviewRow, authorName: string): PublicReview {
  return {
    id: review.id,
    stars: review.stars,
    text: review.text,
    author: authorLabel(authorName),
    createdAt: review.createdAt.toISOString(),
    edited: review.updatedAt.getTime() !== review.createdAt.getTime(),
    reply: review.reply !== null && review.repliedAt ? { text: review.reply, at: review.repliedAt.toISOString() } : null,
    photo: photoUrl(review),
  };
}

const hiddenOf = (review: ReviewRow) => (review.hiddenAt ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason ?? '' } : null);

const toManaged = ({ review, authorName, shop }: ListedReview): ManagedReview => ({
  ...toPublic(review, authorName),
  shop,
  hidden: hiddenOf(review),
});

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / REVIEW_RULES.pageSize));

export interface ReviewsServiceDeps {
  repository: ReviewsRepository;
  catalogWriter: CatalogWriter;
  audit: AuditLog;
  now: () => Date;
  /** Writes (a review, an edit or a photo) per account. */
  writesPerUser: Limit;
  storage: FileStorage;
  images: ImagesModule;
}

/**
 * Ratings and reviews (issue 37 item 1, decision 107): the shopper of a delivered part rates it once and may
 * edit for 7 days; the owner replies once; the operator hides with a reason. Every write that changes what
 * the storefront shows goes through the catalog writer, so every instance's cached aggregate is dropped.
 */
export class ReviewsService {
  constructor(private readonly deps: ReviewsServiceDeps) {}

  private mine(review: ReviewRow, authorName: string): MyReview {
    const editableUntil = new Date(review.createdAt.getTime() + EDIT_MS);
    return {
      ...toPublic(review, authorName),
      partId: review.partId,
      editableUntil: editableUntil.toISOString(),
      canEdit: review.hiddenAt === null && this.deps.now() < editableUntil,
      hidden: hiddenOf(review),
    };
  }

  /** The shopper's review of their part (null while there is none); another's part is 404. */
  async forPart(user: { id: string; fullName: string }, partId: string): Promise<MyReview | null> {
    const part = await this.deps.repository.part(partId);
    if (!part || part.userId !== user.id) throw new NotFoundError(REVIEW_MESSAGES.partNotFound);
    const review = await this.deps.repository.byPart(partId);
    return review ? this.mine(review, user.fullName) : null;
  }

  async write(user: { id: string; fullName: string }, partId: string, body: { stars: number; text: string }): Promise<MyReview> {
    await this.deps.writesPerUser.consume(user.id);
    const part = await this.deps.repository.part(partId);
    if (!part || part.userId !== user.id) throw new NotFoundError(REVIEW_MESSAGES.partNotFound);
    if (part.status !== 'delivered') throw new ForbiddenError(REVIEW_MESSAGES.notDelivered);
    const written = await this.deps.catalogWriter.write(async (tx, changed) => {
      const row = await this.deps.repository.insert(tx, { partId, shopId: part.shopId, userId: user.id, ...body, at: this.deps.now() });
      if (row) await changed(part.shopId);
      return row;
    });
    if (!written) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    return this.mine(written, user.fullName);
  }

  async edit(user: { id: string; fullName: string }, id: string, body: { stars: number; text: string }): Promise<MyReview> {
    await this.deps.writesPerUser.consume(user.id);
    const review = await this.deps.repository.byId(id);
    if (!review || review.userId !== user.id) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
    if (review.hiddenAt) throw new ForbiddenError(REVIEW_MESSAGES.hiddenNoEdit);
    const now = this.deps.now();
    const edited = await this.deps.catalogWriter.write(async (tx, changed) => {
      const row = await this.deps.repository.edit(tx, id, { ...body, at: now, writtenAfter: new Date(now.getTime() - EDIT_MS) });
      if (row) await changed(row.shopId);
      return row;
    });
    if (!edited) throw new ForbiddenError(REVIEW_MESSAGES.editWindowClosed);
    return this.mine(edited, user.fullName);
  }

  /**
   * The review's photo, re-encoded as one JPEG through the instance's picture queue (no EXIF, GPS or trailing
   * bytes survive), while its author may still edit it; a new photo replaces the old one.
   */
  async setPhoto(user: { id: string; fullName: string }, id: string, bytes: Buffer): Promise<MyReview> {
    await this.deps.writesPerUser.consume(user.id);
    const review = await this.deps.repository.byId(id);
    if (!review || review.userId !== user.id) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
    if (review.hiddenAt) throw new ForbiddenError(REVIEW_MESSAGES.hiddenNoEdit);
    const writtenAfter = new Date(this.deps.now().getTime() - EDIT_MS);
    if (review.createdAt <= writtenAfter) throw new ForbiddenError(REVIEW_MESSAGES.editWindowClosed);
    const { pipeline, queue } = this.deps.images;
    const { data } = await queue.run(user.id, () => pipeline.reencodeJpeg(bytes, PHOTO_INPUT, REVIEW_RULES.photoWidth));
    const key = `${PHOTO_PREFIX}${randomUUID()}.jpg`;
    await this.deps.storage.put(key, data, 'image/jpeg');
    const updated = await this.deps.catalogWriter.write(async (tx, changed) => {
      const row = await this.deps.repository.setPhoto(tx, id, key, writtenAfter);
      if (row) await changed(row.shopId);
      return row;
    });
    if (!updated) {
      await this.deps.storage.delete(key);
      throw new ForbiddenError(REVIEW_MESSAGES.editWindowClosed);
    }
    if (review.photoKey) await this.deps.storage.delete(review.photoKey).catch(() => undefined);
    return this.mine(updated, user.fullName);
  }

  /** A shown review's photo (a hidden review's is gone with it). */
  async openPhoto(id: string): Promise<StoredFile> {
    const review = await this.deps.repository.byId(id);
    const file = review?.photoKey && !review.hiddenAt ? await this.deps.storage.get(review.photoKey) : null;
    if (!file) throw new NotFoundError(REVIEW_MESSAGES.photoNotFound);
    return file;
  }

  /** A shop's shown reviews with its rating (as the catalog shows it), newest first. */
  async shopPage(shopId: string, rating: Rating | undefined, page: number): Promise<ReviewsPage> {
    return this.page(await this.deps.repository.shownForShop(shopId, page, REVIEW_RULES.pageSize), rating, page);
  }

  async productPage(productId: string, rating: Rating | undefined, page: number): Promise<ReviewsPage> {
    return this.page(await this.deps.repository.shownForProduct(productId, page, REVIEW_RULES.pageSize), rating, page);
  }

  private page({ rows, total }: { rows: ListedReview[]; total: number }, rating: Rating | undefined, page: number): ReviewsPage {
    return {
      rating: rating ?? { average: 0, count: 0 },
      reviews: rows.map((row) => toPublic(row.review, row.authorName)),
      page,
      pages: pagesOf(total),
    };
  }

  /** The shop console's list: hidden ones too, so the shop knows. */
  async forShopConsole(shopId: string, page: number): Promise<ManagedReviewsPage> {
    const { rows, total } = await this.deps.repository.allForShop(shopId, page, REVIEW_RULES.pageSize);
    return { reviews: rows.map(toManaged), page, pages: pagesOf(total) };
  }

  /** The owner's one public reply (through the catalog writer: the server-rendered shop page is rendered anew). */
  async reply(shopId: string, id: string, text: string): Promise<void> {
    const review = await this.deps.repository.byId(id);
    if (!review || review.shopId !== shopId) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
    const replied = await this.deps.catalogWriter.write(async (tx, changed) => {
      const row = await this.deps.repository.reply(tx, id, shopId, text, this.deps.now());
      if (row) await changed(shopId);
      return row;
    });
    if (!replied) throw new ConflictError(REVIEW_MESSAGES.alreadyReplied);
  }

  async forOperator(page: number): Promise<ManagedReviewsPage> {
    const { rows, total } = await this.deps.repository.all(page, REVIEW_RULES.pageSize);
    return { reviews: rows.map(toManaged), page, pages: pagesOf(total) };
  }

  /** The operator hides a review with a reason, recorded in the audit log in the same transaction. */
  async hide(operatorId: string, id: string, reason: string): Promise<void> {
    const hidden = await this.deps.catalogWriter.write(async (tx, changed) => {
      const before = await this.deps.repository.byId(id, tx);
      if (!before) throw new NotFoundError(REVIEW_MESSAGES.reviewNotFound);
      const row = await this.deps.repository.hide(tx, id, operatorId, reason, this.deps.now());
      if (!row) return false;
      await this.deps.audit.record(
        { actorId: operatorId, action: 'review.hide', subjectType: 'review', subjectId: id, before: { hiddenAt: null }, after: { reason } },
        tx,
      );
      await changed(row.shopId);
      return true;
    });
    if (!hidden) throw new ConflictError(REVIEW_MESSAGES.alreadyHidden);
  }
}
