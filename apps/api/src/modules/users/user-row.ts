import type { users } from '../../db/schema';

/** An account as stored: the type other modules hold an account by, without reading the users table (decision 123). */
export type UserRow = typeof users.$inferSelect;
