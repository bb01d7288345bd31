import { useMemo } from 'react';
import { useSession } from '../../../shared/services/services.context';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import { useAppDatabase } from '../../../collections/database.context';
import { uploadClaimFiles } from '../../../collections/documents/document-uploads';
import type { DocumentLimits } from '../../../domain/document-limits';
import { hasPermission } from '../../../domain/permissions';
import { runAction } from '../../../shared/ui/report-failure';
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

/** "Upload document" on the claim: queued like every write, visible with the default setting. */
export function useClaimUpload(claimId: string) {
  const db = useAppDatabase();
  const { user } = useSession();
  const limits = useUploadLimits();
  const { defaultClientVisibility } = useSettingsGroup('documents');
  return useMemo(() => {
    if (!limits) return null;
    const onUpload = (files: File[]) =>
      runAction(async () => {
        if (!db || !user) return;
        const named = files.map((file) => ({ file, name: file.name }));
        const options = { limits, isClientVisible: defaultClientVisibility };
        await uploadClaimFiles(db, claimId, named, options, user);
      }, 'Failed to upload document');
    return { limits, onUpload };
  }, [db, user, limits, claimId, defaultClientVisibility]);
}
