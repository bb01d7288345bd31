import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnOrganization } from '../../../auth/require-permission';
import { contacts } from '../../../db/schema/contacts';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { ContactRow } from '../../../repositories/contacts.repository';
import { changeOf } from '../../../sync/change';
import { pullQuerySchema } from '../../../sync/checkpoint';
import { listOrPull } from '../../../sync/checkpoint-pull';
import { createOnce, sendCreated } from '../../../sync/idempotency';
import { expectedVersion } from '../../../sync/if-match';
import { publishChange, publishChanges } from '../../../sync/publish-change';
import { softDelete, updateVersioned } from '../../../sync/versioned-write';
import { cleanBody } from '../clean-body';
import { listAnswerSchema } from '../list-answer';
import { orgParams } from '../org-params';
import { contactIdParams, createContactBody, updateContactBody } from './contact.body';
import { CONTACT_READ, requireContactRead, requireContactWrite } from './contact-guards';
import { contactAnswer, contactView, contactWireSchema } from './contact.view';

const tags = ['contacts'];
export const CONTACT_NOT_FOUND = 'Contact not found';

const contactChange = (row: ContactRow) => changeOf('contacts', row, { permissions: CONTACT_READ });

// SPEC 7 contact rows (clients, vendors, insurance adjusters of the organization).
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:orgId/contacts',
    {
      onRequest: [app.authenticate, requireOwnOrganization, requireContactRead],
      schema: {
        summary: 'List contacts (live list, or a checkpoint pull with limit/checkpoint)',
        tags,
        params: orgParams,
        querystring: pullQuerySchema,
        response: { 200: listAnswerSchema(contactWireSchema) },
      },
    },
    async (request) =>
      listOrPull(app.database, contacts, request.query, {
        organizationId: request.auth.organizationId,
        view: contactView,
        orderBy: asc(contacts.name),
      }),
  );

  app.post(
    '/contacts',
    {
      onRequest: [app.authenticate, requireContactWrite],
      preValidation: cleanBody({ unwrap: 'contact' }),
      schema: {
        summary: 'Create a contact',
        tags,
        body: createContactBody,
        response: { 201: contactAnswer },
      },
    },
    async (request, reply) => {
      const result = await createOnce(app.db, request, async (tx) => {
        const row = await createContactRepository(tx).insert({
          ...request.body,
          organizationId: request.auth.organizationId,
        });
        await publishChange(tx, contactChange(row));
        return { statusCode: 201, body: { data: contactView(row) } };
      });
      return sendCreated(reply, result);
    },
  );

  app.put(
    '/contacts/:id',
    {
      onRequest: [app.authenticate, requireContactWrite],
      preValidation: cleanBody({ unwrap: 'contact' }),
      schema: {
        summary: 'Update contact fields (If-Match: "<version>")',
        tags,
        params: contactIdParams,
        body: updateContactBody,
        response: { 200: contactAnswer },
      },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateVersioned(
          tx,
          contacts,
          {
            id: request.params.id,
            organizationId,
            expected: expectedVersion(request.headers['if-match']),
            notFound: CONTACT_NOT_FOUND,
            view: contactView,
          },
          request.body,
        );
        const renamed = request.body.name
          ? await createContactRepository(tx).renameInClaims(
              organizationId,
              updated.id,
              updated.name,
            )
          : [];
        await publishChanges(tx, [
          contactChange(updated),
          ...renamed.map((claim) => changeOf('claims', claim, { claimId: claim.id })),
        ]);
        return updated;
      });
      return { data: contactView(row) };
    },
  );

  app.delete(
    '/contacts/:id',
    {
      onRequest: [app.authenticate, requireContactWrite],
      schema: {
        summary: 'Delete a contact (soft)',
        tags,
        params: contactIdParams,
        response: { 200: contactAnswer },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const deleted = await softDelete(tx, contacts, {
          id: request.params.id,
          organizationId: request.auth.organizationId,
          expected: expectedVersion(request.headers['if-match']),
          notFound: CONTACT_NOT_FOUND,
          view: contactView,
        });
        await publishChange(tx, contactChange(deleted));
        return deleted;
      });
      return { data: contactView(row) };
    },
  );
};
