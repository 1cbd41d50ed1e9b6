import { linksOf } from './page-route';
import { ROUTES } from './route-table';

/** The typed link builders (spec §2), one per route of the table: every link in the app is built here, never by hand. */
export const paths = linksOf(ROUTES);
