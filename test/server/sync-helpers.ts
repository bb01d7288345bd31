import { expect } from 'vitest';
import type { App } from '../../server/app';
import { bearer, tokenFor } from './helpers/http';

// Shared by the claims/contacts/conversations/notes/tasks/sync/events tests.

export interface Session {
  token: string;
  orgId: string;
  userId: string;
  headers: Record<string, string>;
}

export async function sessionFor(app: App, email: string): Promise<Session> {
  const token = await tokenFor(app, email);
  const me = (await app.inject({ url: '/api/me', headers: bearer(token) })).json().data;
  return { token, orgId: me.organization_id, userId: me.id, headers: bearer(token) };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call(
  app: App,
  session: Session | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(session?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: { payload } }),
  });
}

/** A PUT with `If-Match: "<version>"`, the version the caller last read. */
export const putIfMatch = (
  app: App,
  session: Session,
  url: string,
  payload: unknown,
  version: number,
) => call(app, session, 'PUT', url, payload, { 'if-match': `"${version}"` });

export function expectError(
  response: { statusCode: number; json: () => unknown },
  code: number,
  message?: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(code);
  expect(response.json()).toMatchObject({ status: 'error', code, ...(message ? { message } : {}) });
}

export const newClaim = (overrides: Record<string, unknown> = {}) => ({
  policyNumber: 'HO-2026-100200',
  clientName: 'Acme Roofing',
  clientId: null,
  customers: [{ id: 'cust-1', name: 'Pat Doe', isPrimary: false }],
  dateOfLoss: '2026-03-01',
  address: '12 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  ...overrides,
});

export async function createClaim(app: App, session: Session, overrides = {}) {
  const response = await call(app, session, 'POST', '/api/claims', { claim: newClaim(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: string; version: number };
}

export async function firstClaimOf(app: App, session: Session) {
  const list = await call(app, session, 'GET', `/api/organizations/${session.orgId}/claims`);
  return list.json().data[0] as { id: string; version: number; status: string };
}

/** Sessions of demo users by the local part of their email (`owner` → owner@example.com). */
export async function sessionsFor<const N extends readonly string[]>(
  app: App,
  names: N,
): Promise<{ [K in keyof N]: Session }> {
  const sessions = await Promise.all(names.map((n) => sessionFor(app, `${n}@example.com`)));
  return sessions as { [K in keyof N]: Session };
}
