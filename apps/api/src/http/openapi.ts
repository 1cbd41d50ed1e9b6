import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorSchema } from '@campus/contract';

/** Schemas the OpenAPI document names once under components.schemas and references from every route. */
const components = z.registry<{ id: string; description?: string }>();
components.add(errorSchema, {
  id: 'ErrorBody',
  description:
    'Every error answer (decision 023): `error` is the human text, `code` the stable machine-readable code, `field` the offending request field of a validation error.',
});

/** For @fastify/swagger: route schemas from zod, with the component schemas referenced by `$ref`. */
export const openApiTransforms: { transform: SwaggerTransform<FastifySchema>; transformObject: SwaggerTransformObject } = {
  transform: createJsonSchemaTransform({ schemaRegistry: components }),
  transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
};
