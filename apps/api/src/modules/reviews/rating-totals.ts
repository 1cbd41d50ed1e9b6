import type { Rating } from '@campus/contract';
import type { Executor } from '../../db/client';
import { ratingTotals as readRatingTotals, type RatingTotal, type RatingTotals } from './rating-totals.repository';

/**
 * The reviews module's door for the catalog (issue 33 item 1): the shown reviews' totals and the rating they make.
 * The catalog reads them here, never from the reviews repository.
 */
export type { RatingTotal, RatingTotals };

/** Shown reviews' totals by shop and by product, in the caller's transaction (the catalog's snapshot). */
export function ratingTotals(tx: Executor): Promise<RatingTotals> {
  return readRatingTotals(tx);
}

/** The rating shown: the average to one decimal; none while there is no review. */
export function ratingOf(total: RatingTotal | undefined): Rating | undefined {
  if (!total || total.count === 0) return undefined;
  return { average: Math.round((total.sum / total.count) * 10) / 10, count: total.count };
}
