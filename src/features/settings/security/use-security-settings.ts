import { useEffect, useState } from 'react';
import { fetchCallerAddress } from '../../../api/network.api';
import { useSettingsGroupState } from '../../../collections/config/config.hooks';
import { saveSettingsGroup } from '../../../collections/config/config.mutations';
import { hasPermission } from '../../../domain/permissions';
import { useServices, useSession, useSyncStatus } from '../../../shared/services/services.context';
import { useWriteAccess } from '../../../shared/services/use-write-access';
import { runAction } from '../../../shared/ui/report-failure';
import type { SecuritySettings } from './security-settings-values';

/** The address the server sees this device at, while it answers; null offline or unknown. */
function useCallerAddress(enabled: boolean): string | null {
  const { api } = useServices();
  const { online, serverReachable } = useSyncStatus();
  const [ip, setIp] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || !online || !serverReachable) return;
    let current = true;
    void fetchCallerAddress(api).then((result) => {
      if (current && result.status === 'ok') setIp(result.data.ip);
    });
    return () => {
      current = false;
    };
  }, [api, enabled, online, serverReachable]);
  return ip;
}

/**
 * The organization's `security` settings group: saved local first and queued (offline too), the
 * server as authority (it refuses again a list that would shut out the one saving it).
 */
export function useSecuritySettings() {
  const { user } = useSession();
  const ready = useWriteAccess();
  const { value, loading } = useSettingsGroupState('security');
  const canEdit = hasPermission(user?.permissions, 'manage_settings');
  const callerIp = useCallerAddress(canEdit);
  const save = (next: SecuritySettings, onSaved: () => void) =>
    runAction(async () => {
      const { db, user: me } = ready();
      await saveSettingsGroup(db, me.organization_id, 'security', { ...next }, me.id);
      onSaved();
    }, 'Failed to save the security settings');
  return { settings: value as SecuritySettings, loading, save, canEdit, callerIp };
}
