import { z } from 'zod';
import { text } from './text-field';
import { LIMITS } from '../constants';

export const searchHistoryBodySchema = z.object({
  query: text()
    .trim()
    .min(1, 'Search text is required')
    .max(LIMITS.searchQueryMaxLength, `Search text must be at most ${LIMITS.searchQueryMaxLength} characters`),
});
export const searchHistoryParamsSchema = z.object({
  query: text()
    .min(1)
    .max(LIMITS.searchQueryMaxLength * 4),
});
export const searchHistoryResponseSchema = z.object({
  recentSearches: z.array(z.object({ query: z.string(), searchedAt: z.string() })),
});
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;
