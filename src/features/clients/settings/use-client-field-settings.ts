import { useMemo } from 'react';
import { useSettingsGroupState } from '../../../collections/config/config.hooks';
import { saveSettingsGroup } from '../../../collections/config/config.mutations';
import { useContacts } from '../../../collections/contacts/contacts.hooks';
import { useAppDatabase } from '../../../collections/database.context';
import { countFieldValues, type ClientField } from '../../../domain/client-fields';
import { hasPermission } from '../../../domain/permissions';
import { useSession } from '../../../shared/services/services.context';
import { runAction } from '../../../shared/ui/report-failure';
import { usePendingValue } from '../../../shared/ui/use-pending-value';
import { usePermissions } from '../../../shared/services/use-permissions';
import { sameJson } from '../../../shared/same-json';

/**
 * The organization's client fields, saved as the clientSettings group: local first (the list
 * changes at once, the save is queued, offline too), the server as authority (it refuses to drop
 * a field that contacts hold values for). Value counts are of the contacts this device holds.
 */
export function useClientFieldSettings() {
  const db = useAppDatabase();
  const { user } = useSession();
  const permissions = usePermissions();
  const { value, loading } = useSettingsGroupState('clientSettings');
  const { shown: fields, setPending } = usePendingValue(value.fields, sameJson);
  const { contacts, loading: contactsLoading } = useContacts();
  const valueCounts = useMemo(() => countFieldValues(contacts), [contacts]);

  const save = (next: ClientField[]) => {
    setPending(next);
    runAction(async () => {
      if (!db || !user) throw new Error('Your data is not open yet');
      try {
        await saveSettingsGroup(
          db,
          user.organization_id,
          'clientSettings',
          { fields: next },
          user.id,
        );
      } catch (error) {
        setPending(null);
        throw error;
      }
    }, 'Failed to save the client fields');
  };

  // The server is the authority (DESIGN.md invariant 6); this only spares a doomed edit.
  const canEdit = hasPermission(permissions, 'manage_settings');
  return { fields, loading: loading || contactsLoading, valueCounts, save, canEdit };
}
