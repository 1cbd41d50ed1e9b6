import type { orderEvents, orderItems, orderParts, orders } from '../../db/schema';

/** An order and its parts, lines and events as stored: the types other modules hold them by, without reading the tables (decision 123). */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderPartRow = typeof orderParts.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
