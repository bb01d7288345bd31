import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCustomer,
  NO_CUSTOMER_MESSAGE,
  removeCustomer,
  setPrimaryCustomer,
} from '../../../../src/domain/claim-customers';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createContactRepository } from '../../../repositories/contacts.repository';
import { createClaimRepository } from '../../../repositories/claims.repository';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { expectedVersion } from '../../../sync/if-match';
import { requireClaimWrite } from '../claims/claim-guards';
import type { UpdateClaimBody } from '../claims/claim.body';
import { updateClaim } from '../claims/claim.service';
import { claimAnswer, claimView } from '../claims/claim.view';
import { linkBody, linkParams } from './contact.body';
import { CONTACT_NOT_FOUND } from './contact.service';

const tags = ['contacts', 'claims'];
export const NOT_A_CUSTOMER = 'Contact is not a customer of this claim';

async function liveContact(tx: Db, auth: AuthContext, contactId: string) {
  const contact = await createContactRepository(tx).findLive(auth.organizationId, contactId);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  return contact;
}

interface LinkRequest {
  params: { contactId: string; claimId: string };
  headers: FastifyRequest['headers'];
  auth: AuthContext;
}

type CustomersChange = (claim: ClaimRow, tx: Db) => Promise<UpdateClaimBody>;

// Contact ↔ claim links (SPEC 7): linking makes the contact a customer of the claim, and every
// change goes through the claim update, so `claims.customers`, the link rows, the claim's version,
// its 'Claim Update' note and the change notice stay one consistent write.
export const claimLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = '/contacts/:contactId/claims/:claimId';
  const options = (summary: string) => ({
    onRequest: [app.authenticate, requireClaimWrite],
    schema: { summary, tags, params: linkParams, response: { 200: claimAnswer } },
  });
  const add = options('Add the contact to the claim as a customer');
  const changeCustomers = async (request: LinkRequest, change: CustomersChange) => {
    const expected = expectedVersion(request.headers['if-match']);
    const row = await updateClaim(app.db, request.auth, request.params.claimId, expected, change);
    return { data: claimView(row) };
  };

  app.post(path, { ...add, schema: { ...add.schema, body: linkBody } }, (request) =>
    changeCustomers(request, async (claim, tx) => {
      const contact = await liveContact(tx, request.auth, request.params.contactId);
      const isPrimary = request.body?.isPrimary ?? false;
      return {
        customers: addCustomer(claim.customers, { id: contact.id, name: contact.name, isPrimary }),
      };
    }),
  );

  app.delete(path, options('Remove the contact from the claim'), (request) =>
    changeCustomers(request, async (claim, tx) => {
      const { contactId } = request.params;
      if (!claim.customers.some((c) => c.id === contactId)) {
        // A contact linked without being a customer (an adjuster, a vendor) is simply unlinked.
        if (await createClaimRepository(tx).dropContactLink(claim.id, contactId)) return {};
        throw notFound(NOT_A_CUSTOMER);
      }
      const customers = removeCustomer(claim.customers, contactId);
      if (!customers) throw badRequest(NO_CUSTOMER_MESSAGE);
      return { customers };
    }),
  );

  app.put(`${path}/primary`, options('Make the contact the primary customer'), (request) =>
    changeCustomers(request, async (claim) => {
      const { contactId } = request.params;
      if (!claim.customers.some((c) => c.id === contactId)) throw notFound(NOT_A_CUSTOMER);
      return { customers: setPrimaryCustomer(claim.customers, contactId) };
    }),
  );
};
