import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contacts } from '../../../db/schema/contacts';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { ContactRow } from '../../../repositories/contacts.repository';
import { changeOf } from '../../../sync/change';
import { createAndPublish, requestTarget, writeAndPublish } from '../../../sync/published-write';
import { updateVersioned } from '../../../sync/versioned-write';
import { checkpointedListRoute } from '../list-route';
import { writeOptions } from '../write-options';
import { createContactBody, updateContactBody } from './contact.body';
import { deleteContact } from './contact.service';
import { CONTACT_READ, requireContactRead, requireContactWrite } from './contact-guards';
import { contactAnswer, contactView, contactWireSchema } from './contact.view';

const tags = ['contacts'];
export const CONTACT_NOT_FOUND = 'Contact not found';

const contactChange = (row: ContactRow) => changeOf('contacts', row, { permissions: CONTACT_READ });

// SPEC 7 contact rows (clients, vendors, insurance adjusters of the organization).
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'contacts',
    summary: 'List contacts (live list, or a checkpoint pull with limit/checkpoint)',
    tags,
    guards: [requireContactRead],
    table: contacts,
    wire: contactWireSchema,
    query: () => ({ view: contactView, orderBy: asc(contacts.name) }),
  });

  const write = writeOptions(app, { tags, guards: [requireContactWrite], unwrap: 'contact' });

  app.post(
    '/contacts',
    write.create('Create a contact', createContactBody, contactAnswer),
    async (request, reply) =>
      createAndPublish(app.db, request, reply, {
        insert: (tx) =>
          createContactRepository(tx).insert({
            ...request.body,
            organizationId: request.auth.organizationId,
          }),
        change: contactChange,
        view: contactView,
      }),
  );

  app.put(
    '/contacts/:id',
    write.update('Update contact fields (If-Match: "<version>")', updateContactBody, contactAnswer),
    async (request) => {
      const { organizationId } = request.auth;
      const { updated } = await writeAndPublish(
        app.db,
        async (tx) => {
          const row = await updateVersioned(
            tx,
            contacts,
            requestTarget(request, { notFound: CONTACT_NOT_FOUND, view: contactView }),
            request.body,
          );
          const renamed = request.body.name
            ? await createContactRepository(tx).renameInClaims(organizationId, row.id, row.name)
            : [];
          return { updated: row, renamed };
        },
        ({ updated, renamed }) => [
          contactChange(updated),
          ...renamed.map((claim) => changeOf('claims', claim, { claimId: claim.id })),
        ],
      );
      return { data: contactView(updated) };
    },
  );

  app.delete(
    '/contacts/:id',
    write.remove('Delete a contact (soft); refused while a claim references it', contactAnswer),
    async (request) => {
      const target = requestTarget(request, { notFound: CONTACT_NOT_FOUND, view: contactView });
      const row = await writeAndPublish(app.db, (tx) => deleteContact(tx, target), contactChange);
      return { data: contactView(row) };
    },
  );
};
