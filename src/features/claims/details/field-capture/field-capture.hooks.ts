import { useCallback, useMemo, useState } from 'react';
import { useSettingsGroup } from '../../../../collections/config/config.hooks';
import { useAppDatabase } from '../../../../collections/database.context';
import { compressPhoto } from '../../../../collections/documents/compress-photo';
import { storedDocumentFile } from '../../../../collections/documents/document-files';
import { uploadFieldPhoto } from '../../../../collections/documents/field-photo.mutations';
import { buildPhotoLogZip, photoLogEntries } from '../../../../collections/documents/photo-log';
import type { ClaimDocument } from '../../../../domain/document.schema';
import { openDocumentFile } from '../../../../replication/documents/open-document-file';
import { useServices, useSession } from '../../../../shared/services/services.context';
import { runAction } from '../../../../shared/ui/report-failure';
import { saveFile } from '../../../../shared/ui/save-file';
import { useUploadLimits } from '../document-upload.hooks';
import { devicePosition, locationNotRecorded } from './device-position';

export type CaptureStep = 'idle' | 'locating' | 'saving';

/**
 * "Take photo" on a claim (issue 14): the time the photo arrives, the device's position when the
 * user allows it (or why not, said on screen), then the queued upload (compressed copy and
 * original when the documents setting asks for compression). Null when the user may not upload.
 */
export function useTakePhoto(claimId: string) {
  const db = useAppDatabase();
  const { user } = useSession();
  const limits = useUploadLimits();
  const { defaultClientVisibility, compressionEnabled } = useSettingsGroup('documents');
  const [step, setStep] = useState<CaptureStep>('idle');
  const [locationNotice, setLocationNotice] = useState<string | null>(null);

  const onPhoto = useCallback(
    (file: File) =>
      runAction(async () => {
        if (!db || !user || !limits) return;
        const capturedAt = new Date().toISOString();
        setStep('locating');
        try {
          const { position, reason } = await devicePosition();
          setLocationNotice(reason ? locationNotRecorded(reason) : null);
          setStep('saving');
          const options = {
            limits,
            isClientVisible: defaultClientVisibility,
            compress: compressionEnabled ? compressPhoto : null,
          };
          await uploadFieldPhoto(db, claimId, { file, capturedAt, position }, options, user);
        } finally {
          setStep('idle');
        }
      }, 'Failed to save the photo'),
    [db, user, limits, claimId, defaultClientVisibility, compressionEnabled],
  );
  return useMemo(
    () => (limits ? { onPhoto, step, locationNotice } : null),
    [limits, onPhoto, step, locationNotice],
  );
}

/**
 * "Export photo log": a ZIP of the claim's photos and their manifests, from this device's copies
 * (offline too), the rest downloaded when the server answers; the photos it could not include
 * are named afterwards.
 */
export function usePhotoLogExport(claimNumber: string, documents: readonly ClaimDocument[]) {
  const db = useAppDatabase();
  const { fetchFile, syncStatus } = useServices();
  const [exporting, setExporting] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const entries = useMemo(() => photoLogEntries(documents), [documents]);

  const onExport = useCallback(
    () =>
      runAction(async () => {
        if (!db) return;
        setExporting(true);
        try {
          const { online, serverReachable } = syncStatus.getState();
          const offline = !online || !serverReachable || !navigator.onLine;
          const readFile = (id: string) =>
            offline ? storedDocumentFile(db, id) : openDocumentFile(db, fetchFile, id);
          const log = await buildPhotoLogZip(entries, readFile);
          const zip = new Blob([log.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
          saveFile(zip, `photo-log-${claimNumber}.zip`);
          setMissing(log.missing.map((entry) => entry.name.replace(/^photos\//, '')));
        } finally {
          setExporting(false);
        }
      }, 'Failed to export the photo log'),
    [db, fetchFile, syncStatus, entries, claimNumber],
  );
  return useMemo(
    () => ({ photoCount: entries.length, exporting, missing, onExport }),
    [entries, exporting, missing, onExport],
  );
}
