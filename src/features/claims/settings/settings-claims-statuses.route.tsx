import { SETTINGS_READ_ONLY_MESSAGE } from '../../../domain/permissions';
import { ReadOnlyNotice } from '../../../shared/ui/read-only-notice';
import { StatePanel } from '../../../shared/ui/state-panel';
import { StatusSettingsEditor } from './status-settings-editor';
import { PageHeader } from '../../../shared/ui/page-header';
import { StatusList } from './status-list';
import { useStatusSettings } from './status-settings.hooks';

export function ClaimStatusesRoute() {
  const { statuses, loading, claimCounts, countsComplete, save, remove, canEdit } =
    useStatusSettings();
  return (
    <>
      <PageHeader
        title="Claim statuses"
        description="The statuses a claim moves through, in kanban order, with how many days a claim may stay in each before it is overdue."
      />
      {!canEdit && <ReadOnlyNotice reason={SETTINGS_READ_ONLY_MESSAGE} />}
      {loading ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading the claim statuses…' }} />
      ) : canEdit ? (
        <StatusSettingsEditor
          statuses={statuses}
          claimCounts={claimCounts}
          countsComplete={countsComplete}
          onChange={save}
          onRemove={remove}
        />
      ) : (
        <StatusList statuses={statuses} />
      )}
    </>
  );
}
