import { useMemo } from 'react';
import { defaultUserPreferences } from '../domain/preferences.schema';
import { ColumnSettingsEditor } from '../ui/claims/column-settings-editor';
import { columnsToKanbanFields, kanbanFieldsToColumns } from '../ui/claims/kanban-fields';
import { PageHeader } from '../ui/pages/page-header';
import { useUserPreferences } from './claims-list/use-user-preferences';

export function ClaimsKanbanRoute() {
  const { preferences, save } = useUserPreferences();
  const value = useMemo(
    () => kanbanFieldsToColumns(preferences.kanbanFields, preferences.claimsColumns),
    [preferences.kanbanFields, preferences.claimsColumns],
  );
  return (
    <>
      <PageHeader
        title="Claims kanban settings"
        description="Choose the fields shown on kanban cards and their order. Changes are saved at once and follow you to every device."
      />
      <ColumnSettingsEditor
        title="Card fields"
        description="Checked fields are shown on every card, in this order."
        value={value}
        onChange={(next) => void save({ kanbanFields: columnsToKanbanFields(next) })}
        onReset={() => void save({ kanbanFields: defaultUserPreferences().kanbanFields })}
      />
    </>
  );
}
