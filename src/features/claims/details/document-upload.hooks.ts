import { useMemo } from 'react';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import type { DocumentLimits } from '../../../domain/document-limits';
import { hasPermission } from '../../../domain/permissions';
import { usePermissions } from '../../../shared/services/use-permissions';

/** The documents settings when the user may upload (SPEC 6), else null: no upload controls. */
export function useUploadLimits(): DocumentLimits | null {
  const permissions = usePermissions();
  const { allowedTypes, maxFileSize } = useSettingsGroup('documents');
  const allowed =
    hasPermission(permissions, 'upload_documents') ||
    hasPermission(permissions, 'manage_documents');
  return useMemo(
    () => (allowed ? { allowedTypes, maxFileSize } : null),
    [allowed, allowedTypes, maxFileSize],
  );
}
