import { Button, Modal, Select } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { hasPermission } from '../../domain/permissions';
import { usePermissions } from '../services/use-permissions';
import { UploadDocumentsPanel } from './upload-documents-panel';
import { useDocumentUploads } from './use-document-uploads';

export interface UploadDocumentsButtonProps {
  /** The claim the files go to; without one the dialog first asks which (from local claims). */
  claimId?: string;
}

/**
 * "Upload documents" for anyone who may upload (SPEC 6): a dialog with the upload widget. It stays
 * mounted when closed, so reopening it shows the files still on their way.
 */
export function UploadDocumentsButton({ claimId }: UploadDocumentsButtonProps) {
  const permissions = usePermissions();
  const [opened, setOpened] = useState(false);
  const allowed =
    hasPermission(permissions, 'upload_documents') ||
    hasPermission(permissions, 'manage_documents');
  if (!allowed) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconUpload size={14} />}
        onClick={() => setOpened(true)}
      >
        Upload documents
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Upload documents"
        size="lg"
        keepMounted
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <UploadDocumentsDialog claimId={claimId} />
      </Modal>
    </>
  );
}

function UploadDocumentsDialog({ claimId }: UploadDocumentsButtonProps) {
  const [chosenClaim, setChosenClaim] = useState<string | null>(null);
  const [visibleChoice, setVisibleChoice] = useState<boolean | null>(null);
  const target = claimId ?? chosenClaim;
  const uploads = useDocumentUploads(
    useMemo(
      () => (target ? { claimId: target, isClientVisible: visibleChoice } : null),
      [target, visibleChoice],
    ),
  );
  const { settings } = uploads;
  return (
    <>
      {!claimId && <ClaimChoice value={chosenClaim} onChange={setChosenClaim} />}
      <UploadDocumentsPanel
        rows={uploads.rows}
        allowedTypes={settings.allowedTypes}
        maxFileSize={settings.maxFileSize}
        isClientVisible={visibleChoice ?? settings.defaultClientVisibility}
        onClientVisibleChange={setVisibleChoice}
        onFiles={uploads.add}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onClearFinished={uploads.clearFinished}
        disabled={!target}
      />
    </>
  );
}

function ClaimChoice(props: { value: string | null; onChange: (id: string | null) => void }) {
  const { claims } = useClaims();
  const data = useMemo(
    () =>
      claims.map((claim) => ({
        value: claim.id,
        label: [claim.claimNumber, claim.clientName].filter(Boolean).join(' · ') || claim.id,
      })),
    [claims],
  );
  return (
    <Select
      label="Claim"
      placeholder="Which claim are these documents for?"
      data={data}
      value={props.value}
      onChange={props.onChange}
      searchable
      limit={50}
      nothingFoundMessage="No claim on this device matches"
      required
      mb="sm"
    />
  );
}
