import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useContact, useContactRedirect } from '../../collections/contacts/contacts.hooks';
import { useRemappedId } from '../../collections/sync-queue/remapped-id.hooks';
import { isTempId } from '../../domain/temp-id';
import { routePath } from '../../shared/routes/route-table';
import { StatePanel } from '../../shared/ui/state-panel';
import { useHeldFor } from '../../shared/ui/use-held-for';
import { ClientDetailsView } from './client-details.view';
import { ClientNotFound } from './client-not-found';

// A temp- contact has no record for a moment while its server id replaces it (then redirects).
const REMAP_GRACE_MS = 2_000;

export function ClientDetailsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const remappedId = useRemappedId(id);
  const { contact, loading } = useContact(id);
  // A merged contact's old link leads to the contact it was merged into.
  const mergedInto = useContactRedirect(contact ? undefined : id);
  const serverId = remappedId ?? (loading ? undefined : mergedInto);
  const missing = !loading && !contact && !serverId;
  const settled = useHeldFor(missing, REMAP_GRACE_MS, id);

  // A contact created here moves to its server id once acknowledged (in this tab or another); a
  // merged one to the contact it was merged into.
  useEffect(() => {
    if (serverId) void navigate(routePath('clientDetails', { id: serverId }), { replace: true });
  }, [serverId, navigate]);

  if (contact) return <ClientDetailsView contact={contact} />;
  if (!missing || (isTempId(id) && !settled)) {
    return <StatePanel state={{ kind: 'loading', label: 'Loading client…' }} />;
  }
  return <ClientNotFound id={id} />;
}
