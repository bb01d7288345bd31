import { hasPermission, type Permission } from './permissions';

// SPEC 6: Owner, Admin, Manager and Supervisor manage clients; a User views and edits them;
// Vendor, Client and Customer have no clients area at all. The server guards use the same lists.
export const CLIENT_READ_PERMISSIONS: readonly Permission[] = [
  'view_clients',
  'edit_clients',
  'manage_clients',
];
export const CLIENT_WRITE_PERMISSIONS: readonly Permission[] = ['edit_clients', 'manage_clients'];

const anyOf = (granted: readonly string[] | undefined, needed: readonly Permission[]) =>
  needed.some((permission) => hasPermission(granted, permission));

export const canViewClients = (granted: readonly string[] | undefined) =>
  anyOf(granted, CLIENT_READ_PERMISSIONS);

export const canEditClients = (granted: readonly string[] | undefined) =>
  anyOf(granted, CLIENT_WRITE_PERMISSIONS);
