import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../container';
import {
  errorSchema,
  sellerShopParamSchema,
  sellerTakingsQuerySchema,
  sellerTakingsSchema,
  type SellerTakingsQuery,
} from '@campus/contract';
import { currentMembership } from '../access/access.routes';
import type { CsvFile, TakingsService } from './takings.service';

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

type Membership = ReturnType<typeof currentMembership>;

/** One owner-only CSV download of the takings: the same guard, query, headers and file name for each. */
function csvRoute(
  app: Parameters<AppModule>[0],
  route: {
    path: string;
    summary: string;
    /** The file name's middle word. */
    what: string;
    produce(shop: Membership['shop'], query: SellerTakingsQuery): Promise<CsvFile>;
  },
): void {
  app.get(
    route.path,
    {
      config: { shopRole: 'owner' },
      schema: {
        tags: ['seller'],
        summary: route.summary,
        security: [{ bearer: [] }],
        params: sellerShopParamSchema,
        querystring: sellerTakingsQuerySchema,
        response: shopErrors,
      },
    },
    async (request, reply) => {
      const { shop } = currentMembership(request);
      const { csv, range } = await route.produce(shop, request.query);
      return sendCsv(reply, fileName(shop.slug, route.what, range), csv);
    },
  );
}

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

  csvRoute(app, {
    path: '/seller/shops/:shopSlug/takings/summary.csv',
    summary: 'The takings summary as CSV (UTF-8, naira as numbers, a line per period and a total) (owner)',
    what: 'takings',
    produce: (shop, query) => service.summaryCsv(shop, query),
  });
  csvRoute(app, {
    path: '/seller/shops/:shopSlug/takings/parts.csv',
    summary: 'The parts behind the takings as CSV (UTF-8, naira as numbers, Africa/Lagos times; text cells safe from formulas) (owner)',
    what: 'parts',
    produce: (shop, query) => service.partsCsv(shop, query),
  });
}
