import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCustomer,
  NO_CUSTOMER_MESSAGE,
  removeCustomer,
  setPrimaryCustomer,
} from '../../../../src/domain/claim-customers';
import type { Db } from '../../../db/client';
import { claimContacts } from '../../../db/schema/claims';
import { badRequest, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createContactRepository } from '../../../repositories/contacts.repository';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { expectedVersion } from '../../../sync/if-match';
import { requireClaimWrite } from '../claims/claim-guards';
import { updateClaim } from '../claims/claim.service';
import { claimAnswer, claimView } from '../claims/claim.view';
import { linkBody, linkParams } from './contact.body';
import { CONTACT_NOT_FOUND } from './contacts.routes';

const tags = ['contacts', 'claims'];
export const NOT_A_CUSTOMER = 'Contact is not a customer of this claim';

async function liveContact(tx: Db, auth: AuthContext, contactId: string) {
  const contact = await createContactRepository(tx).findLive(auth.organizationId, contactId);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  return contact;
}

/** Unlinks a contact that is linked without being a customer (an adjuster, a vendor). */
async function dropPlainLink(tx: Db, claim: ClaimRow, contactId: string): Promise<boolean> {
  const dropped = await tx
    .update(claimContacts)
    .set({ deleted: true })
    .where(
      and(
        eq(claimContacts.claimId, claim.id),
        eq(claimContacts.contactId, contactId),
        eq(claimContacts.deleted, false),
      ),
    )
    .returning({ id: claimContacts.id });
  return dropped.length > 0;
}

// Contact ↔ claim links (SPEC 7): linking makes the contact a customer of the claim, and every
// change goes through the claim update, so `claims.customers`, the link rows, the claim's version,
// its 'Claim Update' note and the change notice stay one consistent write.
export const claimLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/contacts/:contactId/claims/:claimId';
  const guard = [app.authenticate, requireClaimWrite];

  app.post(
    path,
    {
      onRequest: guard,
      schema: {
        summary: 'Add the contact to the claim as a customer',
        tags,
        params: linkParams,
        body: linkBody,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const { contactId, claimId } = request.params;
      const isPrimary = request.body?.isPrimary ?? false;
      const expected = expectedVersion(request.headers['if-match']);
      const row = await updateClaim(app.db, request.auth, claimId, expected, async (claim, tx) => {
        const contact = await liveContact(tx, request.auth, contactId);
        return {
          customers: addCustomer(claim.customers, {
            id: contact.id,
            name: contact.name,
            isPrimary,
          }),
        };
      });
      return { data: claimView(row) };
    },
  );

  app.delete(
    path,
    {
      onRequest: guard,
      schema: {
        summary: 'Remove the contact from the claim',
        tags,
        params: linkParams,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const { contactId, claimId } = request.params;
      const expected = expectedVersion(request.headers['if-match']);
      const row = await updateClaim(app.db, request.auth, claimId, expected, async (claim, tx) => {
        if (!claim.customers.some((c) => c.id === contactId)) {
          if (await dropPlainLink(tx, claim, contactId)) return {};
          throw notFound(NOT_A_CUSTOMER);
        }
        const customers = removeCustomer(claim.customers, contactId);
        if (!customers) throw badRequest(NO_CUSTOMER_MESSAGE);
        return { customers };
      });
      return { data: claimView(row) };
    },
  );

  app.put(
    `${path}/primary`,
    {
      onRequest: guard,
      schema: {
        summary: 'Make the contact the primary customer',
        tags,
        params: linkParams,
        response: { 200: claimAnswer },
      },
    },
    async (request) => {
      const { contactId, claimId } = request.params;
      const expected = expectedVersion(request.headers['if-match']);
      const row = await updateClaim(app.db, request.auth, claimId, expected, async (claim) => {
        if (!claim.customers.some((c) => c.id === contactId)) throw notFound(NOT_A_CUSTOMER);
        return { customers: setPrimaryCustomer(claim.customers, contactId) };
      });
      return { data: claimView(row) };
    },
  );
};
