import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { imageUploads } from '../../db/schema';

export type ImageUploadRow = typeof imageUploads.$inferSelect;

/** SQL of uploaded pictures and who may use them (decision 088). */
export class ImageUploadsRepository {
  constructor(private readonly db: Executor) {}

  async insert(
    row: { id: string; shopId: string; uploadedBy: string | null; keys: string[]; createdAt: Date },
    tx: Executor = this.db,
  ): Promise<void> {
    await tx.insert(imageUploads).values(row);
  }

  /** Uploads of this shop among `ids`, marked used now (the first time); the ones it returns are the shop's own. */
  async markUsed(shopId: string, ids: readonly string[], tx: Executor = this.db): Promise<ImageUploadRow[]> {
    if (ids.length === 0) return [];
    return tx
      .update(imageUploads)
      .set({ usedAt: sql`coalesce(${imageUploads.usedAt}, now())` })
      .where(and(eq(imageUploads.shopId, shopId), inArray(imageUploads.id, [...ids])))
      .returning();
  }

  /** Unused uploads of a shop made since `since`. */
  async unusedSince(shopId: string, since: Date, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(imageUploads)
      .where(and(eq(imageUploads.shopId, shopId), isNull(imageUploads.usedAt), gte(imageUploads.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Deletes up to `limit` uploads never used and made before `cutoff`; returns what they stored. */
  async deleteUnusedBefore(cutoff: Date, limit: number, tx: Executor = this.db): Promise<ImageUploadRow[]> {
    const stale = tx
      .select({ id: imageUploads.id })
      .from(imageUploads)
      .where(and(isNull(imageUploads.usedAt), lt(imageUploads.createdAt, cutoff)))
      .limit(limit);
    // `used_at is null` again: a product that took the picture meanwhile keeps it.
    return tx
      .delete(imageUploads)
      .where(and(inArray(imageUploads.id, stale), isNull(imageUploads.usedAt)))
      .returning();
  }
}
