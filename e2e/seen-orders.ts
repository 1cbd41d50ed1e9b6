import type { SellerQueue } from '@campus/contract';
import { baseURL } from './browser';

/**
 * Marks every new order of the shop as seen, as a member at the counter would on another phone (issue 36.4):
 * a journey that opens the console to work on one card is not taken over by orders earlier journeys left.
 */
export async function seeEveryNewOrder(shopSlug: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${baseURL()}/api/v1/seller/shops/${shopSlug}/orders`, { headers });
  if (!res.ok) throw new Error(`the queue answered ${res.status}`);
  const { parts } = (await res.json()) as SellerQueue;
  for (const part of parts.filter((candidate) => candidate.status === 'paid' && candidate.seenAt === null)) {
    const seen = await fetch(`${baseURL()}/api/v1/seller/shops/${shopSlug}/orders/${part.id}/seen`, { method: 'POST', headers });
    if (!seen.ok) throw new Error(`"Seen" answered ${seen.status}`);
  }
}
