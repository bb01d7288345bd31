import { useMemo } from 'react';
import { defaultUserPreferences } from '../../../domain/preferences.schema';
import { ColumnSettingsEditor } from './column-settings-editor';
import { columnsToKanbanFields, kanbanFieldsToColumns } from '../kanban-fields';
import { PageHeader } from '../../../shared/ui/page-header';
import { useUserPreferences } from '../use-user-preferences';

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
        onChange={(update) =>
          void save((latest) => ({
            kanbanFields: columnsToKanbanFields(
              update(kanbanFieldsToColumns(latest.kanbanFields, latest.claimsColumns)),
            ),
          }))
        }
        onReset={() => void save({ kanbanFields: defaultUserPreferences().kanbanFields })}
      />
    </>
  );
}
