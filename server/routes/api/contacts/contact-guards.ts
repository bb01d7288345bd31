import { requirePermission } from '../../../auth/require-permission';

// SPEC 6: contacts (the clients screen) need view/edit/manage_clients; writing edit or manage.
export const CONTACT_READ = ['view_clients', 'edit_clients', 'manage_clients'] as const;
export const requireContactRead = requirePermission(...CONTACT_READ);
export const requireContactWrite = requirePermission('edit_clients', 'manage_clients');
