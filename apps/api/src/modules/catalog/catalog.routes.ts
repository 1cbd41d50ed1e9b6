import {
  MESSAGES,
  allProductsQuerySchema,
  allProductsResponseSchema,
  categoriesResponseSchema,
  errorSchema,
  productSchema,
  productSearchQuerySchema,
  productsResponseSchema,
  shopSchema,
  shopSearchParamsSchema,
  shopSearchQuerySchema,
  slugParamSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@campus/contract';
import { NotFoundError } from '../../errors/domain-errors';
import { sendCached } from '../../http/cached-reply';
import type { AppModule } from '../../container';

/** §7 catalog calls: categories, shop, product, search, all products, suggestions. */
export const catalogModule: AppModule = async (app, { deps }) => {
  const { catalog } = deps;
  app.get(
    '/categories',
    {
      schema: { tags: ['catalog'], summary: 'Categories with their shops', response: { 200: categoriesResponseSchema } },
    },
    async (request, reply) => sendCached(request, reply, await catalog.categoriesBody()),
  );

  app.get(
    '/shop/slug/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A shop with its products',
        params: slugParamSchema,
        response: { 200: shopSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const body = await catalog.shopBodyBySlug(request.params.slug);
      if (!body) throw new NotFoundError(MESSAGES.shopNotFound);
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/shop/:shopId/search',
    {
      schema: {
        tags: ['catalog'],
        summary: "Search one shop's products",
        params: shopSearchParamsSchema,
        querystring: shopSearchQuerySchema,
        response: { 200: productsResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!(await catalog.hasShop(request.params.shopId))) throw new NotFoundError(MESSAGES.shopNotFound);
      return { products: await catalog.search(request.query.search, { shopId: request.params.shopId }) };
    },
  );

  app.get(
    '/product/slug/:slug',
    {
      schema: { tags: ['catalog'], summary: 'A product', params: slugParamSchema, response: { 200: productSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const body = await catalog.productBodyBySlug(request.params.slug);
      if (!body) throw new NotFoundError('Product not found');
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/product/search-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search all products (typo tolerant)',
        querystring: productSearchQuerySchema,
        response: { 200: productsResponseSchema },
      },
    },
    async (request) => ({ products: await catalog.search(request.query.name) }),
  );

  app.get(
    '/product/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'At most 5 suggestions for a search text',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    async (request) => ({ suggestions: await catalog.suggestions(request.query.q) }),
  );

  app.get(
    '/product/all-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All products, a page at a time',
        querystring: allProductsQuerySchema,
        response: { 200: allProductsResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { products, total } = await catalog.allProducts(page, pageSize);
      return { products, page, pageSize, total };
    },
  );
};
