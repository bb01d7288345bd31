import { SettingsPage } from '../form/settings-page';
import { SecuritySettingsForm } from './security-settings-form';
import { useSecuritySettings } from './use-security-settings';

export function SecuritySettingsRoute() {
  const { settings, loading, save, canEdit, callerIp } = useSecuritySettings();
  return (
    <SettingsPage
      title="Security"
      description="Idle lock, password policy, two-factor sign-in and the networks allowed to connect."
      loading={loading}
      loadingLabel="Loading the security settings…"
    >
      <SecuritySettingsForm
        settings={settings}
        readOnly={!canEdit}
        callerIp={callerIp}
        onSave={save}
      />
    </SettingsPage>
  );
}
