// The authorization matrix (issue 3): every endpoint × method, the permission it needs, how to build
// its request for a cell, and the status each role gets for each kind of object. The test
// (authz-matrix.test.ts) crosses each row with the 8 roles × {own object, another user's object in
// the same organization, another organization's object} plus one cell without a token, and for
// writes checks that a refused request changed nothing in the `watch`ed tables.

import { randomUUID } from 'node:crypto';

export const ROLES = [
  'Owner',
  'Admin',
  'Manager',
  'Supervisor',
  'User',
  'Vendor',
  'Client',
  'Customer',
] as const;
export type Role = (typeof ROLES)[number];

/** own: the caller's object (or organization); other: another user's, same organization; foreign: Second Org's. */
export type Scope = 'own' | 'other' | 'foreign';

export interface Caller {
  role: Role;
  userId: string;
  orgId: string;
}

/** Builders of fresh objects, one set per cell, so writes never disturb another cell. */
export interface Fixtures {
  user(orgId: string): Promise<string>;
  role(orgId: string): Promise<string>;
  /** An open invitation (role Customer, which every manage_users role may grant). */
  invitation(orgId: string): Promise<string>;
  roleIdOf(orgId: string, name: string): Promise<string>;
  ownerOf(orgId: string): Promise<string>;
  status(orgId: string): Promise<string>;
  event(orgId: string, createdBy: string): Promise<string>;
  notification(orgId: string, userId: string): Promise<string>;
  document(orgId: string, uploadedBy: string): Promise<string>;
  /** A claim the caller can see through the row-level rule (own), or one assigned to someone else. */
  claim(orgId: string, visibleTo?: Caller): Promise<string>;
  contact(orgId: string): Promise<string>;
  /** A task without a claim, assigned to `assignedTo` (nobody by default). */
  task(orgId: string, assignedTo?: string): Promise<string>;
  conversation(orgId: string, claimId: string): Promise<string>;
  upload(): { payload: Buffer; headers: Record<string, string> };
  /** Another live session (refresh-token family) of a user; answers its id. */
  session(orgId: string, userId: string): Promise<string>;
}

export interface CellContext {
  caller: Caller;
  scope: Scope;
  /** The organization the cell's object belongs to (the caller's, or Second Org's for foreign). */
  orgId: string;
  /** A user of `orgId` who is not the caller. */
  otherUserId: string;
  fx: Fixtures;
}

export interface RequestSpec {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  permission: string;
  scopes: readonly Scope[];
  build: (cell: CellContext) => Promise<RequestSpec>;
  expected: (role: Role, scope: Scope) => number;
  /** Tables whose fingerprint a refused write must leave unchanged. */
  watch?: readonly string[];
}

const roleSet =
  (...roles: Role[]) =>
  (role: Role) =>
    roles.includes(role);
const STAFF = roleSet('Owner', 'Admin', 'Manager', 'Supervisor', 'User');
const MANAGE_USERS = roleSet('Owner', 'Admin');
const MANAGE_SETTINGS = roleSet('Owner', 'Admin');
const CLAIM_WRITERS = STAFF;
const CLAIM_MANAGERS = roleSet('Owner', 'Admin', 'Manager', 'Supervisor');
const CONTACT_READERS = STAFF;
const DOC_MANAGERS = roleSet('Owner', 'Admin', 'Manager', 'Supervisor');
const DOC_READERS = STAFF;
const UPLOADERS = roleSet('Owner', 'Admin', 'Manager', 'Supervisor', 'User', 'Vendor', 'Client');
const ROW_LEVEL = roleSet('Vendor', 'Client', 'Customer');

const ORG = ['own', 'foreign'] as const;
const OBJECT = ['own', 'other', 'foreign'] as const;
const NONE = ['own'] as const;
const unique = () => Math.random().toString(36).slice(2, 10);

/** Org-path lists: 404 for another organization, else `allowed` decides 200 or 403. */
const orgList = (allowed: (role: Role) => boolean) => (role: Role, scope: Scope) =>
  scope === 'foreign' ? 404 : allowed(role) ? 200 : 403;

/** Writes guarded first by a permission, then by the object's organization. */
const guardedWrite =
  (allowed: (role: Role) => boolean, ok = 200) =>
  (role: Role, scope: Scope) =>
    !allowed(role) ? 403 : scope === 'foreign' ? 404 : ok;

const orgUrl = (suffix: string) => async (cell: CellContext) => ({
  url: `/api/organizations/${cell.orgId}/${suffix}`,
});

/** POSTs that create: the roles `allowed` get 201, the others 403. */
const creates = (allowed: (role: Role) => boolean) => (role: Role) => (allowed(role) ? 201 : 403);

/** Reading a claim or what hangs off it: the row-level roles see only their own claims. */
const claimRead = (role: Role, scope: Scope) =>
  scope === 'foreign' ? 404 : scope === 'own' || !ROW_LEVEL(role) ? 200 : 404;

/**
 * Changing a user's role or activity: user managers only; the own row is refused (the last Owner
 * kept: 409 for an Owner, `ownStatus` for the others).
 */
const userAdminWrite = (ownStatus: number) => (role: Role, scope: Scope) =>
  scope === 'foreign'
    ? 404
    : !MANAGE_USERS(role)
      ? 403
      : scope === 'other'
        ? 200
        : role === 'Owner'
          ? 409
          : ownStatus;

/** The caller (`own`) or another user of the cell's organization. */
const ownOrOtherUser = (cell: CellContext) =>
  cell.scope === 'own' ? cell.caller.userId : cell.otherUserId;

/** The caller (`own`) or a fresh user of the cell's organization. */
const ownOrNewUser = async (cell: CellContext) =>
  cell.scope === 'own' ? cell.caller.userId : cell.fx.user(cell.orgId);

/** A claim the caller sees by the row-level rule (`own`), or one assigned to someone else. */
const ownOrOtherClaim = (cell: CellContext) =>
  cell.fx.claim(cell.orgId, cell.scope === 'own' ? cell.caller : undefined);

/** GET /organizations/{orgId}/<resource>: `orgList`'s answers. */
const orgListRow = (
  resource: string,
  permission: string,
  allowed: (role: Role) => boolean,
): Endpoint => ({
  method: 'GET',
  path: `/organizations/{orgId}/${resource}`,
  permission,
  scopes: ORG,
  build: orgUrl(resource),
  expected: orgList(allowed),
});

/** The caller's own resource at a fixed path: nothing to scope, the same answer for every role. */
const ownRow = (
  method: Endpoint['method'],
  path: string,
  permission: string,
  status: number,
  write: { watch?: readonly string[]; payload?: unknown } = {},
): Endpoint => ({
  method,
  path,
  permission,
  scopes: NONE,
  ...(write.watch ? { watch: write.watch } : {}),
  build: async () => ({
    url: `/api${path}`,
    ...(write.payload === undefined ? {} : { payload: write.payload }),
  }),
  expected: () => status,
});

/** A document of the cell's organization, uploaded by the caller (`own`) or by someone else. */
const documentUrl = async (cell: CellContext, suffix = '') =>
  `/api/documents/${await cell.fx.document(cell.orgId, ownOrOtherUser(cell))}${suffix}`;

/**
 * Renaming or deleting a document: uploaders only; the own upload or a documents manager
 * succeeds; other staff see the document and are refused, the rest do not see it.
 */
const documentEdit = (role: Role, scope: Scope) =>
  !UPLOADERS(role)
    ? 403
    : scope === 'foreign'
      ? 404
      : scope === 'own' || DOC_MANAGERS(role)
        ? 200
        : DOC_READERS(role)
          ? 403
          : 404;

export const ENDPOINTS: readonly Endpoint[] = [
  // Users
  orgListRow('users', 'staff', STAFF),
  {
    method: 'POST',
    path: '/users',
    permission: 'manage_users',
    scopes: NONE,
    watch: ['users'],
    build: async () => ({
      url: '/api/users',
      payload: {
        payload: {
          user: {
            firstName: 'M',
            lastName: 'X',
            email: `${unique()}@example.com`,
            role: 'Customer',
          },
        },
      },
    }),
    expected: creates(MANAGE_USERS),
  },
  {
    method: 'PUT',
    path: '/users/{id}',
    permission: 'self (names) or manage_users',
    scopes: OBJECT,
    watch: ['users'],
    build: async (cell) => ({
      url: `/api/users/${await ownOrNewUser(cell)}`,
      payload: { payload: { first_name: `N${unique()}` } },
    }),
    expected: (role, scope) =>
      scope === 'own' ? 200 : scope === 'foreign' ? 404 : MANAGE_USERS(role) ? 200 : 403,
  },
  orgListRow('user_accounts', 'manage_users', MANAGE_USERS),
  {
    method: 'PUT',
    path: '/users/{id} (role)',
    permission: "manage_users, a role within one's own, the last Owner kept",
    scopes: OBJECT,
    watch: ['users'],
    build: async (cell) => ({
      url: `/api/users/${await ownOrNewUser(cell)}`,
      // Always a change: a Supervisor's own row asks for Manager.
      payload: { payload: { role: cell.caller.role === 'Supervisor' ? 'Manager' : 'Supervisor' } },
    }),
    expected: userAdminWrite(403),
  },
  {
    method: 'PUT',
    path: '/users/{id} (is_active)',
    permission: 'manage_users, never yourself, the last Owner kept',
    scopes: OBJECT,
    watch: ['users'],
    build: async (cell) => ({
      url: `/api/users/${await ownOrNewUser(cell)}`,
      payload: { payload: { is_active: false } },
    }),
    expected: userAdminWrite(400),
  },
  {
    method: 'DELETE',
    path: '/users/{id}',
    permission: 'manage_users, never yourself',
    scopes: OBJECT,
    watch: ['users'],
    build: async (cell) => ({
      url: `/api/users/${await ownOrNewUser(cell)}`,
    }),
    expected: (role, scope) =>
      !MANAGE_USERS(role) ? 403 : scope === 'own' ? 400 : scope === 'foreign' ? 404 : 200,
  },
  // Roles
  orgListRow('roles', 'staff', STAFF),
  {
    method: 'POST',
    path: '/roles',
    permission: 'manage_users',
    scopes: NONE,
    watch: ['roles'],
    build: async () => ({
      url: '/api/roles',
      payload: { payload: { role: { name: `R${unique()}` } } },
    }),
    expected: creates(MANAGE_USERS),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Endpoint => ({
    method,
    path: '/roles/{id}',
    permission: 'manage_users, not the role one holds',
    scopes: OBJECT,
    watch: ['roles'],
    build: async (cell) => ({
      url: `/api/roles/${
        cell.scope === 'own'
          ? await cell.fx.roleIdOf(cell.orgId, cell.caller.role)
          : await cell.fx.role(cell.orgId)
      }`,
      payload: method === 'PUT' ? { payload: { description: unique() } } : undefined,
    }),
    expected: (role, scope) =>
      !MANAGE_USERS(role) ? 403 : scope === 'own' ? 403 : scope === 'foreign' ? 404 : 200,
  })),
  // Reports
  orgListRow('reports/claims', 'view_reports', roleSet('Owner', 'Admin', 'Manager')),
  // Potential users
  {
    method: 'POST',
    path: '/potential_users',
    permission: 'manage_users',
    scopes: NONE,
    watch: ['potential_users'],
    build: async () => ({
      url: '/api/potential_users',
      payload: { payload: { email: `${unique()}@example.com`, role: 'Customer' } },
    }),
    expected: creates(MANAGE_USERS),
  },
  {
    method: 'DELETE',
    path: '/potential_users/{id}',
    permission: 'manage_users',
    scopes: ['own', 'foreign'],
    watch: ['potential_users'],
    build: async (cell) => ({
      url: `/api/potential_users/${await cell.fx.invitation(cell.orgId)}`,
    }),
    expected: guardedWrite(MANAGE_USERS),
  },
  // The public invitation routes (GET /invites/{token}, POST /invites/{token}/accept) take no
  // bearer token: the link is the credential; invitations.test.ts covers unknown, expired, used,
  // withdrawn and replaced links.
  orgListRow('potential_users', 'manage_users', MANAGE_USERS),
  // Settings and claim statuses
  orgListRow('settings', 'member', () => true),
  {
    method: 'PUT',
    path: '/organizations/{orgId}/settings/{group}',
    permission: 'manage_settings',
    scopes: ORG,
    watch: ['settings'],
    build: async (cell) => ({
      url: `/api/organizations/${cell.orgId}/settings/notifications`,
      payload: { payload: { reminder_interval: 12 } },
    }),
    expected: orgList(MANAGE_SETTINGS),
  },
  {
    method: 'PUT',
    path: '/organizations/{orgId}/settings/offline/force_local_claims',
    permission: 'manage_settings',
    scopes: ORG,
    watch: ['settings'],
    build: async (cell) => ({
      url: `/api/organizations/${cell.orgId}/settings/offline/force_local_claims`,
      payload: { payload: { forceLocalClaims: false } },
    }),
    expected: orgList(MANAGE_SETTINGS),
  },
  orgListRow('claim_statuses', 'member', () => true),
  {
    method: 'POST',
    path: '/organizations/{orgId}/claim_statuses',
    permission: 'manage_settings',
    scopes: ORG,
    watch: ['settings'],
    build: async (cell) => ({
      url: `/api/organizations/${cell.orgId}/claim_statuses`,
      payload: { payload: { name: `S${unique()}` } },
    }),
    expected: (role, scope) => (scope === 'foreign' ? 404 : MANAGE_SETTINGS(role) ? 201 : 403),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Endpoint => ({
    method,
    path: '/organizations/{orgId}/claim_statuses/{name}',
    permission: 'manage_settings',
    scopes: ORG,
    watch: ['settings', 'claims'],
    build: async (cell) => ({
      url: `/api/organizations/${cell.orgId}/claim_statuses/${encodeURIComponent(await cell.fx.status(cell.orgId))}`,
      payload: method === 'PUT' ? { payload: { timeout_days: 3 } } : undefined,
    }),
    expected: orgList(MANAGE_SETTINGS),
  })),
  ownRow('GET', '/users/me/preferences', 'member', 200),
  ownRow('PUT', '/users/me/preferences', 'member (own row only)', 200, {
    payload: { payload: { claims_view: 'kanban' } },
  }),
  // Calendar
  orgListRow('calendar_events', 'staff', STAFF),
  {
    method: 'POST',
    path: '/calendar_events',
    permission: 'edit_claims or manage_claims',
    scopes: NONE,
    watch: ['calendar_events'],
    build: async () => ({
      url: '/api/calendar_events',
      payload: {
        payload: { title: 'M', start: '2026-06-01T09:00:00Z', end: '2026-06-01T10:00:00Z' },
      },
    }),
    expected: creates(CLAIM_WRITERS),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Endpoint => ({
    method,
    path: '/calendar_events/{id}',
    permission: 'creator with edit_claims, or manage_claims',
    scopes: OBJECT,
    watch: ['calendar_events'],
    build: async (cell) => ({
      url: `/api/calendar_events/${await cell.fx.event(cell.orgId, ownOrOtherUser(cell))}`,
      payload: method === 'PUT' ? { payload: { title: unique() } } : undefined,
    }),
    expected: (role, scope) =>
      !CLAIM_WRITERS(role)
        ? 403
        : scope === 'foreign'
          ? 404
          : scope === 'own' || CLAIM_MANAGERS(role)
            ? 200
            : 403,
  })),
  {
    method: 'GET',
    path: '/calendar_events/{id}/ics',
    permission: 'staff (as reading the calendar)',
    scopes: OBJECT,
    build: async (cell) => ({
      url: `/api/calendar_events/${await cell.fx.event(cell.orgId, ownOrOtherUser(cell))}/ics`,
    }),
    expected: (role, scope) => (!STAFF(role) ? 403 : scope === 'foreign' ? 404 : 200),
  },
  // Calendar feed: every member manages their own link; the public <token>.ics route takes no
  // bearer token and is covered by calendar-feed.test.ts (unknown, revoked, other users' items).
  ownRow('GET', '/calendar_feed', 'member (own link)', 200),
  ownRow('POST', '/calendar_feed', 'member (own link)', 201, { watch: ['calendar_feed_tokens'] }),
  ownRow('DELETE', '/calendar_feed', 'member (own link)', 200, { watch: ['calendar_feed_tokens'] }),
  // The caller's own sessions and password (Profile)
  ownRow('GET', '/me/sessions', 'member (own sessions)', 200),
  {
    method: 'DELETE',
    path: '/me/sessions/{id}',
    permission: 'member (own sessions only)',
    scopes: OBJECT,
    build: async (cell) => {
      const owner = ownOrOtherUser(cell);
      return { url: `/api/me/sessions/${await cell.fx.session(cell.orgId, owner)}` };
    },
    expected: (_role, scope) => (scope === 'own' ? 200 : 404),
  },
  ownRow('POST', '/me/sessions/end_others', 'member (own sessions)', 200),
  // A wrong current password: every member reaches the check, nothing changes, and every later
  // cell still logs in with the demo password.
  ownRow('POST', '/me/password', 'member (own password, current one proven)', 400, {
    watch: ['users'],
    payload: { current_password: 'not-the-password', new_password: 'Quartz-Lantern-42' },
  }),
  // Two-factor authentication: every member manages their own; the routes reach no other row, so
  // isolation is by construction (two-factor.test.ts covers challenges across users and orgs).
  // The matrix users have no TOTP: confirming a wrong code is 400, turning off or replacing codes 409.
  ownRow('GET', '/me/two_factor', 'member (own)', 200),
  ownRow('POST', '/me/two_factor/start', 'member (own)', 200),
  ownRow('POST', '/me/two_factor/confirm', 'member (own pending secret)', 400, {
    watch: ['user_two_factor', 'two_factor_recovery_codes'],
    payload: { code: '000000' },
  }),
  ...(['disable', 'recovery_codes'] as const).map((action) =>
    ownRow('POST', `/me/two_factor/${action}`, 'member (own, with password or code)', 409, {
      watch: ['user_two_factor', 'two_factor_recovery_codes'],
      payload: { password: 'Demo#2026pass' },
    }),
  ),
  // The caller's own session (issue 15 security)
  ownRow('GET', '/me/network', 'member (own address)', 200),
  // Notifications
  orgListRow('notifications', 'member (own notifications)', () => true),
  {
    method: 'PUT',
    path: '/notifications/{id}',
    permission: 'the addressee only',
    scopes: OBJECT,
    watch: ['notifications'],
    build: async (cell) => ({
      url: `/api/notifications/${await cell.fx.notification(cell.orgId, ownOrOtherUser(cell))}`,
      payload: { payload: { read: true } },
    }),
    expected: (_role, scope) => (scope === 'own' ? 200 : 404),
  },
  ownRow('PUT', '/notifications/read_all', 'member (own notifications)', 200),
  // Documents
  {
    method: 'POST',
    path: '/documents',
    permission: 'upload_documents (staff may omit the claim)',
    scopes: NONE,
    watch: ['documents'],
    build: async (cell) => {
      const body = cell.fx.upload();
      return { url: '/api/documents', payload: body.payload, headers: body.headers };
    },
    expected: (role) => (!UPLOADERS(role) ? 403 : DOC_READERS(role) ? 201 : 400),
  },
  orgListRow('documents', 'member (filtered by visibility)', () => true),
  {
    method: 'GET',
    path: '/documents/{id}/download',
    permission: 'view_documents, or the uploader / a client-visible document of a visible claim',
    scopes: OBJECT,
    build: async (cell) => ({ url: await documentUrl(cell, '/download') }),
    expected: (role, scope) =>
      scope === 'foreign' ? 404 : scope === 'own' || DOC_READERS(role) ? 200 : 404,
  },
  {
    method: 'PUT',
    path: '/documents/{id}',
    permission: 'the uploader (upload_documents) or manage_documents',
    scopes: OBJECT,
    watch: ['documents'],
    build: async (cell) => ({
      url: await documentUrl(cell),
      payload: { document: { name: 'renamed.txt', is_client_visible: true } },
    }),
    expected: documentEdit,
  },
  {
    method: 'DELETE',
    path: '/documents/{id}',
    permission: 'manage_documents, or the uploader (upload_documents) within 15 minutes',
    scopes: OBJECT,
    watch: ['documents'],
    build: async (cell) => ({ url: await documentUrl(cell) }),
    expected: documentEdit,
  },
  // Claims (part A)
  orgListRow('claims', 'any claim permission (rows filtered)', () => true),
  {
    method: 'GET',
    path: '/claims/{id}',
    permission: 'claim readers; row-level for Vendor, Client, Customer',
    scopes: OBJECT,
    build: async (cell) => ({
      url: `/api/claims/${await ownOrOtherClaim(cell)}`,
    }),
    expected: claimRead,
  },
  {
    method: 'POST',
    path: '/claims',
    permission: 'edit_claims or manage_claims',
    scopes: NONE,
    watch: ['claims'],
    build: async (cell) => ({
      url: '/api/claims',
      payload: {
        payload: {
          claim: {
            clientId: await cell.fx.contact(cell.orgId),
            policyNumber: 'P-1',
            clientName: 'Matrix Client',
            dateOfLoss: '2026-01-02',
            address: '1 Main St',
            city: 'Springfield',
            state: 'IL',
            zipCode: '62701',
          },
        },
      },
    }),
    expected: creates(CLAIM_WRITERS),
  },
  ...(
    [
      ['PUT', '/claims/{id}', '', { description: 'matrix' }],
      ['PUT', '/claims/{id}/status', '/status', { status: 'In Progress' }],
      ['DELETE', '/claims/{id}', '', undefined],
    ] as const
  ).map(([method, path, suffix, body]): Endpoint => ({
    method,
    path,
    permission: 'edit_claims or manage_claims',
    scopes: OBJECT,
    watch: ['claims', 'notes'],
    build: async (cell) => ({
      url: `/api/claims/${await ownOrOtherClaim(cell)}${suffix}`,
      payload: body && { payload: body },
    }),
    expected: guardedWrite(CLAIM_WRITERS),
  })),
  {
    method: 'GET',
    path: '/claims/{id}/tasks',
    permission: 'claim readers (row-level); the tasks each may see',
    scopes: OBJECT,
    build: async (cell) => ({
      url: `/api/claims/${await ownOrOtherClaim(cell)}/tasks`,
    }),
    expected: claimRead,
  },
  {
    method: 'GET',
    path: '/claims/{id}/conversations',
    permission: 'claim readers; row-level for Vendor, Client, Customer',
    scopes: OBJECT,
    build: async (cell) => ({
      url: `/api/claims/${await ownOrOtherClaim(cell)}/conversations`,
    }),
    expected: claimRead,
  },
  // Contacts (part A)
  orgListRow('contacts', 'view_clients, edit_clients or manage_clients', CONTACT_READERS),
  {
    method: 'POST',
    path: '/contacts',
    permission: 'edit_clients or manage_clients',
    scopes: NONE,
    watch: ['contacts'],
    build: async () => ({
      url: '/api/contacts',
      payload: { payload: { contact: { name: 'Matrix Contact' } } },
    }),
    expected: creates(CONTACT_READERS),
  },
  {
    method: 'POST',
    path: '/contacts/batch',
    permission: 'edit_clients or manage_clients',
    scopes: NONE,
    watch: ['contacts'],
    build: async () => ({
      url: '/api/contacts/batch',
      payload: {
        payload: {
          contacts: [{ id: randomUUID(), line: 2, contact: { name: 'Matrix Import' } }],
        },
      },
    }),
    expected: creates(CONTACT_READERS),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Endpoint => ({
    method,
    path: '/contacts/{id}',
    permission: 'edit_clients or manage_clients',
    scopes: ORG,
    watch: ['contacts'],
    build: async (cell) => ({
      url: `/api/contacts/${await cell.fx.contact(cell.orgId)}`,
      payload: method === 'PUT' ? { payload: { phone: '5551234567' } } : undefined,
    }),
    expected: guardedWrite(CONTACT_READERS),
  })),
  {
    method: 'POST',
    path: '/contacts/{id}/merge',
    permission: "edit_clients or manage_clients (both contacts of the caller's organization)",
    scopes: ORG,
    watch: ['contacts'],
    build: async (cell) => ({
      url: `/api/contacts/${await cell.fx.contact(cell.orgId)}/merge`,
      payload: { payload: { intoId: await cell.fx.contact(cell.orgId) } },
    }),
    expected: guardedWrite(CONTACT_READERS),
  },
  // Tasks (issue 13): everyone lists what they may see; own = a task assigned to the caller,
  // other = a task of nobody without a claim (only managers see it).
  orgListRow('tasks', 'any member (rows filtered)', () => true),
  {
    method: 'POST',
    path: '/tasks',
    permission: 'edit_claims or manage_claims',
    scopes: NONE,
    watch: ['tasks'],
    build: async () => ({
      url: '/api/tasks',
      payload: { payload: { task: { title: 'Matrix task' } } },
    }),
    expected: creates(CLAIM_WRITERS),
  },
  ...(
    [
      ['fields', { title: 'Renamed' }, CLAIM_WRITERS],
      ['status', { status: 'done' }, () => true],
    ] as const
  ).map(([what, task, changesOwn]): Endpoint => ({
    method: 'PUT',
    path: `/tasks/{id} (${what})`,
    permission: `${what === 'status' ? 'its assignee' : 'edit_claims'}, on a visible task`,
    scopes: OBJECT,
    watch: ['tasks'],
    build: async (cell) => ({
      url: `/api/tasks/${await cell.fx.task(cell.orgId, cell.scope === 'own' ? cell.caller.userId : undefined)}`,
      payload: { payload: { task } },
    }),
    expected: (role, scope) =>
      scope === 'own'
        ? changesOwn(role)
          ? 200
          : 403
        : scope === 'other' && CLAIM_MANAGERS(role)
          ? 200
          : 404,
  })),
  {
    method: 'DELETE',
    path: '/tasks/{id}',
    permission: 'edit_claims or manage_claims, on a visible task',
    scopes: OBJECT,
    watch: ['tasks'],
    build: async (cell) => ({
      url: `/api/tasks/${await cell.fx.task(cell.orgId, cell.scope === 'own' ? cell.caller.userId : undefined)}`,
    }),
    expected: (role, scope) =>
      !CLAIM_WRITERS(role)
        ? 403
        : scope === 'own' || (scope === 'other' && CLAIM_MANAGERS(role))
          ? 200
          : 404,
  },
  // Conversations and notes (part A)
  ...(['conversations', 'notes'] as const).map((resource) =>
    orgListRow(resource, 'any claim permission (rows filtered)', () => true),
  ),
  {
    method: 'POST',
    path: '/conversations',
    permission: 'edit_claims or manage_claims, on a visible claim',
    scopes: ORG,
    watch: ['conversations'],
    build: async (cell) => ({
      url: '/api/conversations',
      payload: { payload: { claim_id: await cell.fx.claim(cell.orgId) } },
    }),
    expected: guardedWrite(CLAIM_WRITERS, 201),
  },
  {
    method: 'GET',
    path: '/conversations/{id}/notes',
    permission: 'claim readers; row-level for Vendor, Client, Customer',
    scopes: OBJECT,
    build: async (cell) => {
      const claimId = await ownOrOtherClaim(cell);
      return { url: `/api/conversations/${await cell.fx.conversation(cell.orgId, claimId)}/notes` };
    },
    expected: claimRead,
  },
  {
    method: 'POST',
    path: '/notes',
    permission: 'edit_claims or manage_claims, on a visible claim',
    scopes: ORG,
    watch: ['notes'],
    build: async (cell) => ({
      url: '/api/notes',
      payload: { payload: { claim_id: await cell.fx.claim(cell.orgId), text: 'Matrix note' } },
    }),
    expected: guardedWrite(CLAIM_WRITERS, 201),
  },
];
