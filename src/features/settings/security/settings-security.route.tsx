import { PageHeader } from '../../../shared/ui/page-header';
import { StatePanel } from '../../../shared/ui/state-panel';
import { SecuritySettingsForm } from './security-settings-form';
import { useSecuritySettings } from './use-security-settings';

export function SecuritySettingsRoute() {
  const { settings, loading, save, canEdit, callerIp } = useSecuritySettings();
  return (
    <>
      <PageHeader
        title="Security"
        description="Idle lock, password policy, two-factor sign-in and the networks allowed to connect."
      />
      {loading ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading the security settings…' }} />
      ) : (
        <SecuritySettingsForm
          settings={settings}
          readOnly={!canEdit}
          callerIp={callerIp}
          onSave={save}
        />
      )}
    </>
  );
}
