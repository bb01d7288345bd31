import type { Claim } from '../../domain/claim.schema';
import { primaryCustomer } from '../../domain/claim-customers';
import type { ClaimDocument } from '../../domain/document.schema';
import type { Contact } from '../../domain/contact.schema';
import type { Task } from '../../domain/task.schema';
import { routeEntry, routeIds, routePath } from '../../shared/routes/route-table';
import { taskLink } from '../../shared/routes/task-link';
import type { SearchItem } from './search-index';

// What of each record the palette searches and shows, and where picking it goes.

type ClaimFields = Pick<
  Claim,
  | 'id'
  | 'claimNumber'
  | 'policyNumber'
  | 'clientName'
  | 'customers'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
>;

export function claimItem(claim: ClaimFields): SearchItem {
  const customer = primaryCustomer(claim.customers)?.name;
  return {
    kind: 'claim',
    id: claim.id,
    title: claim.claimNumber || 'New claim',
    description: [customer, claim.address, claim.city].filter(Boolean).join(' · '),
    to: routePath('claimDetails', { id: claim.id }),
    routeId: 'claimDetails',
    fields: [
      claim.policyNumber,
      claim.clientName,
      ...claim.customers.map((c) => c.name),
      claim.address,
      claim.city,
      claim.state,
      claim.zipCode,
    ],
  };
}

export function clientItem(contact: Pick<Contact, 'id' | 'name' | 'email' | 'phone'>): SearchItem {
  return {
    kind: 'client',
    id: contact.id,
    title: contact.name,
    description: [contact.email, contact.phone].filter(Boolean).join(' · '),
    to: routePath('clientDetails', { id: contact.id }),
    routeId: 'clientDetails',
    fields: [contact.email, contact.phone],
  };
}

export function taskItem(task: Pick<Task, 'id' | 'title' | 'description'>): SearchItem {
  return {
    kind: 'task',
    id: task.id,
    title: task.title,
    to: taskLink(task.id),
    routeId: 'tasks',
    // The start of the description only: enough to recognize, cheap to index.
    fields: [task.description.slice(0, 200)],
  };
}

/** A document opens its claim (its files are listed there), else the documents library. */
export function documentItem(doc: Pick<ClaimDocument, 'id' | 'name' | 'claimId'>): SearchItem {
  return doc.claimId
    ? {
        kind: 'document',
        id: doc.id,
        title: doc.name,
        to: routePath('claimDetails', { id: doc.claimId }),
        routeId: 'claimDetails',
        fields: [],
      }
    : {
        kind: 'document',
        id: doc.id,
        title: doc.name,
        to: routePath('documents'),
        routeId: 'documents',
        fields: [],
      };
}

/**
 * Every page of the route table a signed-in user opens by itself: not the public ones, the test
 * pages, the 404 or a page of one record. Settings pages are also found by "settings" and by the
 * labels the settings index gives them.
 */
export function pageItems(): SearchItem[] {
  return routeIds.flatMap((id) => {
    const entry = routeEntry(id);
    if (entry.access !== 'session' || entry.testPage || entry.path.includes(':')) return [];
    const isSetting = entry.path.startsWith('/settings/');
    return [
      {
        kind: 'page' as const,
        id,
        title: entry.title,
        description: isSetting ? 'Settings' : undefined,
        to: routePath(id),
        routeId: id,
        fields: [
          entry.nav?.label,
          isSetting ? 'settings' : undefined,
          ...(entry.settingsLinks ?? []).map((link) => link.label),
        ],
      },
    ];
  });
}
