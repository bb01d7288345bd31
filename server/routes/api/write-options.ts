import type { z } from 'zod';
import { cleanBody } from './clean-body';
import { idParams } from './id-params';
import type { Guard, ZodApp } from './route-types';

export interface WriteOptionsConfig {
  tags: string[];
  /** Guards after authentication. */
  guards: Guard[];
  /** The SPEC 7 wrapping of the body (`{contact: {...}}`), accepted as well as bare fields. */
  unwrap?: string;
  secrets?: readonly string[];
}

/**
 * Route options of a resource's writes: authentication and the write guards, SPEC 5 cleaning of
 * the body, and the OpenAPI schema (`create` answers 201; `update` and `remove` take `/:id`).
 */
export function writeOptions(app: ZodApp, config: WriteOptionsConfig) {
  const onRequest = [app.authenticate, ...config.guards];
  const cleaned = () => ({
    onRequest,
    preValidation: cleanBody({ unwrap: config.unwrap, secrets: config.secrets }),
  });
  const { tags } = config;
  return {
    create: <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, answer: R) => ({
      ...cleaned(),
      schema: { summary, tags, body, response: { 201: answer } },
    }),
    update: <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, answer: R) => ({
      ...cleaned(),
      schema: { summary, tags, params: idParams, body, response: { 200: answer } },
    }),
    remove: <R extends z.ZodType>(summary: string, answer: R) => ({
      onRequest,
      schema: { summary, tags, params: idParams, response: { 200: answer } },
    }),
  };
}
