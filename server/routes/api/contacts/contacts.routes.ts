import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactList, createContactRepository } from '../../../repositories/contacts.repository';
import type { ContactRow } from '../../../repositories/contacts.repository';
import { changeOf } from '../../../sync/change';
import { createAndPublish, requestTarget, writeAndPublish } from '../../../sync/published-write';
import { eventChange } from '../calendar-events/calendar-events.routes';
import { checkpointedListRoute } from '../list-route';
import { syncedDeleteRoute } from '../synced-delete-route';
import { writeOptions } from '../write-options';
import { createContactBody, mergeContactBody, updateContactBody } from './contact.body';
import { CONTACT_READ, requireContactRead, requireContactWrite } from './contact-guards';
import { CONTACT_NOT_FOUND, deleteContact, mergeContact, updateContact } from './contact.service';
import { contactAnswer, contactView, contactWireSchema, mergeAnswer } from './contact.view';

const tags = ['contacts'];

const contactChange = (row: ContactRow) => changeOf('contacts', row, { permissions: CONTACT_READ });

// SPEC 7 contact rows (clients, vendors, insurance adjusters of the organization).
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  checkpointedListRoute(app, {
    resource: 'contacts',
    summary: 'List contacts (live list, or a checkpoint pull with limit/checkpoint)',
    tags,
    guards: [requireContactRead],
    wire: contactWireSchema,
    query: () => ({ ...contactList(), view: contactView }),
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
      const target = requestTarget(request, { notFound: CONTACT_NOT_FOUND, view: contactView });
      const { updated } = await writeAndPublish(
        app.db,
        (tx) => updateContact(tx, target, request.body),
        ({ updated, renamed }) => [
          contactChange(updated),
          ...renamed.map((claim) => changeOf('claims', claim, { claimId: claim.id })),
        ],
      );
      return { data: contactView(updated) };
    },
  );

  app.post(
    '/contacts/:id/merge',
    write.update(
      'Merge the contact into another (intoId): its claims, links and attendances move there',
      mergeContactBody,
      mergeAnswer,
    ),
    async (request) => {
      const { source, claims } = await writeAndPublish(
        app.db,
        (tx) =>
          mergeContact(tx, request.auth.organizationId, request.params.id, request.body.intoId),
        ({ source, kept, claims, links, events }) => [
          contactChange(source),
          contactChange(kept),
          ...claims.map((claim) => changeOf('claims', claim, { claimId: claim.id })),
          ...links.map((link) => changeOf('claim_contacts', link, { claimId: link.claimId })),
          ...events.map((event) => eventChange(event)),
        ],
      );
      const movedClaims = claims.map(({ id, version }) => ({ id, version }));
      return { data: { ...contactView(source), moved_claims: movedClaims } };
    },
  );

  syncedDeleteRoute(app, {
    path: '/contacts',
    summary: 'Delete a contact (soft); refused while a claim references it',
    tags,
    guards: [requireContactWrite],
    remove: deleteContact,
    notFound: CONTACT_NOT_FOUND,
    view: contactView,
    wire: contactWireSchema,
    change: contactChange,
  });
};
