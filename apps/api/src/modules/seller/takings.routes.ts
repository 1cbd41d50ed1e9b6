import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../container';
import { errorSchema, sellerShopParamSchema, sellerTakingsQuerySchema, sellerTakingsSchema } from '@campus/contract';
import { currentMembership } from '../access/access.routes';
import type { TakingsService } from './takings.service';

const shopErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(csv);
}

const fileName = (slug: string, what: string, range: { period: string; from: string; to: string }) =>
  `${slug.replace(/[^a-z0-9-]/gi, '')}-${what}-${range.period}-${range.from}-to-${range.to}.csv`;

/**
 * The owner's takings (issue 39 item 1, decision 116), in the seller area (its guard asks for the owner):
 * the period summary as JSON, and the parts and the summary as CSV files.
 */
export function takingsRoutes(app: Parameters<AppModule>[0], service: TakingsService): void {
  app.get(
    '/seller/shops/:shopSlug/takings',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary:
          "The shop's takings per day, week or month (Africa/Lagos): gross sales and delivery of accepted parts, commission, refunds, Paystack fee and net, in kobo (owner)",
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        querystring: sellerTakingsQuerySchema,
        response: { 200: sellerTakingsSchema, ...shopErrors },
      },
    },
    async (request) => service.summary(currentMembership(request).shop, request.query),
  );

  app.get(
    '/seller/shops/:shopSlug/takings/summary.csv',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: 'The takings summary as CSV (UTF-8, naira as numbers, a line per period and a total) (owner)',
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        querystring: sellerTakingsQuerySchema,
        response: shopErrors,
      },
    },
    async (request, reply) => {
      const { shop } = currentMembership(request);
      const { csv, range } = await service.summaryCsv(shop, request.query);
      return sendCsv(reply, fileName(shop.slug, 'takings', range), csv);
    },
  );

  app.get(
    '/seller/shops/:shopSlug/takings/parts.csv',
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: 'The parts behind the takings as CSV (UTF-8, naira as numbers, Africa/Lagos times; text cells safe from formulas) (owner)',
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        querystring: sellerTakingsQuerySchema,
        response: shopErrors,
      },
    },
    async (request, reply) => {
      const { shop } = currentMembership(request);
      const { csv, range } = await service.partsCsv(shop, request.query);
      return sendCsv(reply, fileName(shop.slug, 'parts', range), csv);
    },
  );
}
