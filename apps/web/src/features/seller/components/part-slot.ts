import { slotDateLabel } from '@campus/contract';

/**
 * A part for later's slot as the shop reads it on its card, its kitchen ticket and its history (issue 38
 * item 4): "For later: Sun 29 Nov, 13:00", the same words as the shopper's order page, whenever it is read.
 */
export function forLaterText(slotAt: string): string {
  return `For later: ${slotDateLabel(new Date(slotAt))}`;
}
