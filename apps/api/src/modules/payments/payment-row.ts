import type { payments } from '../../db/schema';

/** A payment as stored: the type other modules hold a payment by, without reading the payments table (decision 123). */
export type PaymentRow = typeof payments.$inferSelect;
