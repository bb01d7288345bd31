import { SettingsPage } from '../form/settings-page';
import { NumberInput, Switch, TagsInput } from '@mantine/core';
import { SettingsFormFrame } from '../form/settings-form-frame';
import { useSettingsGroupForm } from '../form/use-settings-group-form';
import {
  COMMON_TYPES,
  documentValues,
  MAX_FILE_SIZE_MB,
  validateDocuments,
} from './document-values';

// A typed ".PDF" becomes "pdf": the stored rule is a bare lower-case extension.
const asExtension = (value: string) => value.trim().replace(/^\.+/, '').toLowerCase();

export function SettingsDocumentsRoute() {
  const form = useSettingsGroupForm({
    group: 'documents',
    toValues: documentValues,
    validate: validateDocuments,
    failure: 'Failed to save the document settings',
  });
  const { values, errors, update, loading, canEdit } = form;
  return (
    <SettingsPage
      title="Documents"
      description="Which files can be uploaded to claims, how large, and who sees them by default."
      loading={loading}
      loadingLabel="Loading the document settings…"
    >
      <SettingsFormFrame
        label="Documents"
        readOnly={!canEdit}
        saved={form.saved}
        onSubmit={form.submit}
      >
        <TagsInput
          label="Allowed file types"
          description="Extensions without the dot; type one and press Enter, or pick from the list."
          data={COMMON_TYPES}
          splitChars={[',', ' ', ';']}
          clearable={canEdit}
          value={values.allowedTypes}
          error={errors.allowedTypes}
          onChange={(types) => update({ allowedTypes: [...new Set(types.map(asExtension))] })}
        />
        <NumberInput
          label="Maximum file size"
          description={`Megabytes per file, 1 to ${MAX_FILE_SIZE_MB}.`}
          min={1}
          max={MAX_FILE_SIZE_MB}
          allowDecimal={false}
          suffix=" MB"
          w={{ base: '100%', xs: 340 }}
          value={values.maxFileSize}
          error={errors.maxFileSize}
          onChange={(maxFileSize) => update({ maxFileSize })}
        />
        <Switch
          label="Visible to clients by default"
          description="New uploads start shared with the claim's client; each can still be changed."
          checked={values.defaultClientVisibility}
          onChange={(event) => update({ defaultClientVisibility: event.currentTarget.checked })}
        />
        <Switch
          label="Compress images"
          description="Reduce large photos before they are uploaded."
          checked={values.compressionEnabled}
          onChange={(event) => update({ compressionEnabled: event.currentTarget.checked })}
        />
      </SettingsFormFrame>
    </SettingsPage>
  );
}
