import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../../src/domain/constants';

// The OpenAPI description, generated from the routes' zod schemas; served by docs.routes.ts.
// Registered before the routes, whose definitions it collects as they are added.
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1.0.0',
          description:
            'Bodies may be wrapped as {payload: …} and use snake_case or camelCase keys; answers use ' +
            'snake_case. Errors are {status: "error", code, message, details?}. PUT/DELETE honour ' +
            'If-Match: "<version>" (409 with the current record); POST honours Idempotency-Key; list ' +
            'endpoints take limit/checkpoint for checkpoint pulls.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'swagger' },
);
