import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeOf } from '../../../sync/change';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { publishChange } from '../../../sync/publish-change';
import { contactsBatchBody } from './contacts-batch.body';
import { insertBatch, validateBatch } from './contacts-batch.service';
import { CONTACT_READ, requireContactWrite } from './contact-guards';
import { contactView, contactWireSchema } from './contact.view';

// 500 contacts with long notes; the app's default limit (1 MB) would refuse a full batch.
const BATCH_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * `POST /contacts/batch` (CSV import): up to 500 contacts created in one transaction, all or
 * nothing, exactly once per Idempotency-Key (the queued batch's id), like a single create.
 */
export const contactsBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts/batch',
    {
      onRequest: [app.authenticate, requireContactWrite],
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Create up to 500 contacts at once (CSV import); all or nothing',
        tags: ['contacts'],
        body: contactsBatchBody,
        response: { 201: z.object({ data: z.array(contactWireSchema) }) },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.auth;
      const rows = validateBatch(request.body.contacts, organizationId);
      const result = await createOnce(app.db, request, async (tx) => {
        const inserted = await insertBatch(tx, rows);
        // A notice only tells clients to pull contacts from their checkpoint: one per batch is
        // enough, and spares every open tab hundreds of identical resyncs.
        const last = inserted[inserted.length - 1];
        if (last)
          await publishChange(tx, changeOf('contacts', last, { permissions: CONTACT_READ }));
        return { statusCode: 201, body: { data: inserted.map(contactView) } };
      });
      return sendCreated(reply, result);
    },
  );
};
