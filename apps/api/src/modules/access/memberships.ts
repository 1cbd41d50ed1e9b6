import type { AccessRepository } from './access.repository';

/**
 * The access module's door for what grants or ends a membership (issue 33 item 1): an invitation accepted, a
 * member removed. container.ts hands in the access repository, which fits; no other module imports it.
 */
export type Memberships = Pick<AccessRepository, 'roleOf' | 'membershipById' | 'grant' | 'remove'>;
