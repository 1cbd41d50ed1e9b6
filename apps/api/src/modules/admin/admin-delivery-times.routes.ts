import { deliveryTimeBodySchema, deliveryTimeListSchema, errorSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { CatalogWriter } from '../../infra/events/catalog-writer';
import { AdminDeliveryTimes } from './admin-delivery-times';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema } as const;

/**
 * The operator's delivery times (issue 36 item 6). Registered inside the admin module, so the admin area's
 * authentication and operator hooks run first on every call: a shop owner is refused with 403.
 */
export const adminDeliveryTimesRoutes: AppModule = async (app, { deps }) => {
  const times = new AdminDeliveryTimes(deps.db, deps.audit, new CatalogWriter(deps.db, deps.catalog), deps.now);
  const tags = ['admin'];

  app.get(
    '/admin/delivery-times',
    {
      schema: {
        tags,
        summary: 'Delivery times per hall and for every hall',
        security,
        response: { 200: deliveryTimeListSchema, ...refusals },
      },
    },
    async () => times.list(),
  );

  app.put(
    '/admin/delivery-times',
    {
      schema: {
        tags,
        summary: "Set one hall's delivery time, or every hall's with hall '' (minutes null removes it); audited",
        security,
        body: deliveryTimeBodySchema,
        response: { 200: deliveryTimeListSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => times.set(currentUser(request).id, request.body),
  );
};
