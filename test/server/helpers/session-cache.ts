import type { App } from '../../../server/app';
import { bearer, tokenFor } from './http';

/**
 * Bearer headers per demo email, logging each user in once: a login stamps last_login, which
 * raises the user's row version, so tests comparing versions must not log in again and again.
 */
export function sessionCache(app: () => App) {
  const tokens = new Map<string, string>();
  return async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await tokenFor(app(), email));
    return bearer(tokens.get(email)!);
  };
}

/** GET /api/organizations/{the caller's organization}/{resource}. */
export async function getInOwnOrganization(
  app: App,
  headers: Record<string, string>,
  resource: string,
) {
  const orgId = await organizationOf(app, headers);
  return app.inject({ url: `/api/organizations/${orgId}/${resource}`, headers });
}

export async function organizationOf(app: App, headers: Record<string, string>): Promise<string> {
  const response = await app.inject({ url: '/api/me', headers });
  return (response.json() as { data: { organization_id: string } }).data.organization_id;
}
