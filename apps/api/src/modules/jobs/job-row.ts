import type { jobs } from '../../db/schema';

/** A background job as stored: the type the operator's Jobs screen lists, without reading the jobs table (decision 123). */
export type JobRow = typeof jobs.$inferSelect;
