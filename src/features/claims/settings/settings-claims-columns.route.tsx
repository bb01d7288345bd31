import { DEFAULT_CLAIM_COLUMNS } from '../../../domain/claim-columns';
import { ColumnSettingsEditor } from './column-settings-editor';
import { PageHeader } from '../../../shared/ui/page-header';
import { useUserPreferences } from '../use-user-preferences';

export function ClaimsColumnsRoute() {
  const { preferences, save } = useUserPreferences();
  return (
    <>
      <PageHeader
        title="Claims list columns"
        description="Show, hide and reorder the columns of the claims list. Changes are saved at once and follow you to every device."
      />
      <ColumnSettingsEditor
        title="Columns"
        description="Checked columns are shown in the list, in this order."
        value={preferences.claimsColumns}
        onChange={(update) =>
          void save((latest) => ({ claimsColumns: update(latest.claimsColumns) }))
        }
        onReset={() => void save({ claimsColumns: DEFAULT_CLAIM_COLUMNS.map((c) => ({ ...c })) })}
      />
    </>
  );
}
