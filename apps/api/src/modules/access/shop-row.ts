/** A shop as stored: the type other modules hold a shop by, without reading the shops table (decision 123). */
export type { ShopRow } from '../../db/rows';
