import { z } from 'zod';
import { HALLS } from '../halls';
import { DELIVERY_MINUTES_MAX, DELIVERY_MINUTES_MIN } from '../shop-times';

/** One of the operator's delivery times (issue 36 item 6): `hall` '' is every hall without its own. */
export const deliveryTimeSchema = z.object({ hall: z.string(), minutes: z.number().int() });
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

/** GET admin/delivery-times: every time set, '' first, then the halls in the spec's order. */
export const deliveryTimeListSchema = z.object({ times: z.array(deliveryTimeSchema) });
export type DeliveryTimeList = z.infer<typeof deliveryTimeListSchema>;

const minutesMessage = `Delivery time must be whole minutes from ${DELIVERY_MINUTES_MIN} to ${DELIVERY_MINUTES_MAX}`;

/** PUT admin/delivery-times: sets one hall's time (or every hall's with ''); `minutes` null removes it. */
export const deliveryTimeBodySchema = z.object({
  hall: z.union([z.literal(''), z.enum(HALLS)], { error: 'Choose a hall from the list, or every hall' }),
  minutes: z.number().int(minutesMessage).min(DELIVERY_MINUTES_MIN, minutesMessage).max(DELIVERY_MINUTES_MAX, minutesMessage).nullable(),
});
export type DeliveryTimeBody = z.infer<typeof deliveryTimeBodySchema>;
