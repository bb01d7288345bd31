import { SETTINGS_READ_ONLY_MESSAGE } from '../../domain/permissions';
import { ReadOnlyNotice } from '../../shared/ui/read-only-notice';
import { PageHeader } from '../../shared/ui/page-header';
import { StatePanel } from '../../shared/ui/state-panel';
import { ClientFieldsEditor } from './settings/client-fields-editor';
import { ClientFieldsList } from './settings/client-fields-list';
import { useClientFieldSettings } from './settings/use-client-field-settings';

export function ClientFieldsRoute() {
  const { fields, loading, valueCounts, save, canEdit } = useClientFieldSettings();
  return (
    <>
      <PageHeader
        title="Client fields"
        description="Your organization's own fields on clients and contacts: what the client form asks, the contact card shows and the list adds as columns."
      />
      {!canEdit && <ReadOnlyNotice reason={SETTINGS_READ_ONLY_MESSAGE} />}
      {loading ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading the client fields…' }} />
      ) : canEdit ? (
        <ClientFieldsEditor fields={fields} valueCounts={valueCounts} onChange={save} />
      ) : (
        <ClientFieldsList fields={fields} />
      )}
    </>
  );
}
