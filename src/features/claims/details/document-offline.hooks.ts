import { useMemo } from 'react';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import {
  useClaimDocumentsPin,
  useStoredDocumentIds,
} from '../../../collections/documents/document-offline.hooks';
import { runAction } from '../../../shared/ui/report-failure';
import type { DocumentsOffline } from './claim-documents-list';

/**
 * The claim's documents on this device: which files are stored, and the pin that keeps them (and
 * the claim) here first. Only while the offline setting storeDocuments is on: off, no file but
 * pending uploads is kept, so a pin would promise nothing.
 */
export function useClaimDocumentsOffline(claimId: string): DocumentsOffline | null {
  const { storeDocuments } = useSettingsGroup('offline');
  const stored = useStoredDocumentIds();
  const { pinned, setPinned } = useClaimDocumentsPin(claimId);
  return useMemo(
    () =>
      storeDocuments
        ? {
            stored,
            pinned,
            onPinnedChange: (on: boolean) =>
              runAction(() => setPinned(on), 'Could not change the pin'),
          }
        : null,
    [storeDocuments, stored, pinned, setPinned],
  );
}
