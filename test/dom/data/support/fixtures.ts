import type { ApiClient } from '../../../../src/api/api.types';
import type { ClaimInput } from '../../../../src/domain/claim.schema';

type Row = Record<string, unknown>;

export async function firstContact(api: ApiClient, orgId: string): Promise<{ id: string; name: string }> {
  const result = await api.get<Row[]>(`/organizations/${orgId}/contacts`);
  if (result.status === 'error' || !result.data[0]) throw new Error('no contacts');
  return { id: String(result.data[0].id), name: String(result.data[0].name) };
}

export function claimInput(contact: { id: string; name: string }, policy: string): ClaimInput {
  return {
    policyNumber: policy,
    clientId: contact.id,
    clientName: contact.name,
    dateOfLoss: '2026-03-01',
    address: '12 Harbour Road',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    customers: [{ id: contact.id, name: contact.name, isPrimary: true }],
  };
}

/** Every live row of an organization list endpoint. */
export async function serverList(api: ApiClient, orgId: string, resource: string): Promise<Row[]> {
  const result = await api.get<Row[]>(`/organizations/${orgId}/${resource}`);
  if (result.status === 'error') throw new Error(result.message);
  return result.data;
}
