import { Group, NumberInput, SimpleGrid, Switch, Title } from '@mantine/core';
import { saveForceLocalClaims } from '../../../collections/config/config.mutations';
import { useWriteAccess } from '../../../shared/services/use-write-access';
import { runAction } from '../../../shared/ui/report-failure';
import { StatePanel } from '../../../shared/ui/state-panel';
import { SettingsFormFrame } from '../form/settings-form-frame';
import { useSettingsGroupForm } from '../form/use-settings-group-form';
import { offlineValues, validateOffline } from './offline-values';

/**
 * The organization's offline policy (SPEC 9, all eight settings). "Keep every claim" is saved at
 * once through its own call (SPEC 7 `force_local_claims`); the rest with Save.
 */
export function OfflineSettingsForm() {
  const ready = useWriteAccess();
  const form = useSettingsGroupForm({
    group: 'offline',
    toValues: offlineValues,
    validate: validateOffline,
    failure: 'Failed to save the offline settings',
  });
  const { values, errors, update, loading, canEdit, settings } = form;
  if (loading) {
    return <StatePanel state={{ kind: 'loading', label: 'Loading the offline settings…' }} />;
  }
  const toggleForce = (on: boolean) =>
    runAction(async () => {
      const { db, user } = ready();
      await saveForceLocalClaims(db, user.organization_id, on, user.id);
    }, 'Failed to change forced local claims');

  return (
    <SettingsFormFrame
      label="Offline settings"
      fullWidth
      readOnly={!canEdit}
      saved={form.saved}
      onSubmit={form.submit}
    >
      <Title order={2} fz="md">
        Offline settings
      </Title>
      <Switch
        label="Offline mode"
        description="Devices keep data to work without a connection."
        checked={values.enabled}
        onChange={(event) => update({ enabled: event.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Sync interval"
          description="Minutes between background syncs."
          min={1}
          max={1440}
          allowDecimal={false}
          suffix=" min"
          value={values.syncInterval}
          error={errors.syncInterval}
          onChange={(syncInterval) => update({ syncInterval })}
        />
        <NumberInput
          label="Maximum storage"
          description="Megabytes a device may use."
          min={10}
          max={100_000}
          allowDecimal={false}
          suffix=" MB"
          value={values.maxStorageSize}
          error={errors.maxStorageSize}
          onChange={(maxStorageSize) => update({ maxStorageSize })}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="md">
        <NumberInput
          label="Claims kept"
          description="Every claim is listed; a device keeps the notes and conversations of this many recently viewed claims."
          min={1}
          max={100_000}
          allowDecimal={false}
          w={{ base: '100%', xs: 340 }}
          disabled={values.keepAllClaims || settings.forceLocalClaims}
          value={values.claimsToStore}
          error={errors.claimsToStore}
          onChange={(claimsToStore) => update({ claimsToStore })}
        />
        <Switch
          label="All claims"
          mb={8}
          checked={values.keepAllClaims}
          onChange={(event) => update({ keepAllClaims: event.currentTarget.checked })}
        />
      </Group>
      <Switch
        label="Force local claims"
        description="Every device keeps every claim, whatever the number above. Applies at once."
        checked={settings.forceLocalClaims}
        onChange={(event) => toggleForce(event.currentTarget.checked)}
      />
      <Switch
        label="Store documents"
        description="Download document files too, not only their details."
        checked={values.storeDocuments}
        onChange={(event) => update({ storeDocuments: event.currentTarget.checked })}
      />
      <Switch
        label="Encrypt local data"
        description="Sensitive fields are encrypted on the device."
        checked={values.encryptLocalData}
        onChange={(event) => update({ encryptLocalData: event.currentTarget.checked })}
      />
      <Switch
        label="Sync with server"
        description="Send changes made offline to the server when back online."
        checked={values.syncWithBackend}
        onChange={(event) => update({ syncWithBackend: event.currentTarget.checked })}
      />
    </SettingsFormFrame>
  );
}
