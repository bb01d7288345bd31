import { requirePermission } from '../../../auth/require-permission';
import {
  CLIENT_READ_PERMISSIONS,
  CLIENT_WRITE_PERMISSIONS,
} from '../../../../src/domain/client-access';

// SPEC 6: contacts (the clients screen) need view/edit/manage_clients; writing edit or manage.
// The lists are the client's too (src/domain/client-access.ts), so the screens match the server.
export const CONTACT_READ = CLIENT_READ_PERMISSIONS;
export const requireContactRead = requirePermission(...CONTACT_READ);
export const requireContactWrite = requirePermission(...CLIENT_WRITE_PERMISSIONS);
