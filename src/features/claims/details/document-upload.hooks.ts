import { useMemo } from 'react';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import type { UploadSettings } from '../../../collections/documents/prepare-upload';
import { hasPermission } from '../../../domain/permissions';
import { usePermissions } from '../../../shared/services/use-permissions';

/** The documents settings when the user may upload (SPEC 6), else null: no upload controls. */
export function useUploadLimits(): UploadSettings | null {
  const permissions = usePermissions();
  const { allowedTypes, maxFileSize, compressionEnabled } = useSettingsGroup('documents');
  const allowed =
    hasPermission(permissions, 'upload_documents') ||
    hasPermission(permissions, 'manage_documents');
  return useMemo(
    () => (allowed ? { allowedTypes, maxFileSize, compressionEnabled } : null),
    [allowed, allowedTypes, maxFileSize, compressionEnabled],
  );
}
