import { Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconFileZip, IconPhoto } from '@tabler/icons-react';
import type { ClaimDocument } from '../../../../domain/document.schema';
import { photoChecksum } from '../../../../domain/field-capture';
import { DetailsSection, SectionItems } from '../../../../shared/ui/details-section';
import { syncStateOf, type SyncStates } from '../../../../shared/ui/sync-state';
import { DocumentLink, type DocumentOpening } from '../document-link';
import { PendingUploadBadge } from '../pending-upload-badge';
import { captureSummary, checksumWords } from '../../../../shared/documents/capture-line';
import type { CaptureStep } from './field-capture.hooks';

export interface FieldPhotosPanelProps extends DocumentOpening {
  /** All the claim's documents: the photos are those taken with "Take photo". */
  documents: readonly ClaimDocument[];
  syncStates?: SyncStates;
  /** Given when the user may upload. */
  takePhoto: {
    onPhoto: (file: File) => void;
    step: CaptureStep;
    locationNotice: string | null;
  } | null;
  photoLog: {
    photoCount: number;
    exporting: boolean;
    missing: string[] | null;
    onExport: () => void;
  };
}

const STEP_WORDS: Record<Exclude<CaptureStep, 'idle'>, string> = {
  locating: 'Getting the location…',
  saving: 'Saving the photo…',
};

/** The claim's field photos: take one, see when, where and whether it arrived intact, export. */
export function FieldPhotosPanel(props: FieldPhotosPanelProps) {
  const { documents, takePhoto, photoLog } = props;
  const photos = documents.filter((doc) => doc.capturedAt && !doc.originalOf);
  const originalsOf = (id: string) => documents.filter((doc) => doc.originalOf === id);
  const busy = takePhoto !== null && takePhoto.step !== 'idle';
  return (
    <DetailsSection title="Field photos" icon={<IconPhoto size={18} stroke={1.6} />}>
      <Group justify="flex-end" gap="xs" mb="xs">
        {takePhoto && (
          <FileButton
            onChange={(file) => file && takePhoto.onPhoto(file)}
            accept="image/*"
            inputProps={{ capture: 'environment', 'aria-label': 'Take photo' }}
            disabled={busy}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                size="compact-sm"
                variant="light"
                leftSection={<IconCamera size={14} />}
              >
                Take photo
              </Button>
            )}
          </FileButton>
        )}
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconFileZip size={14} />}
          onClick={photoLog.onExport}
          loading={photoLog.exporting}
          // A photo being saved is in the log only once its original is stored too.
          disabled={photoLog.photoCount === 0 || busy}
        >
          Export photo log
        </Button>
      </Group>
      <Stack gap={4} mb={busy || takePhoto?.locationNotice || photoLog.missing?.length ? 'xs' : 0}>
        {takePhoto && takePhoto.step !== 'idle' && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="xs">{STEP_WORDS[takePhoto.step]}</Text>
          </Group>
        )}
        {takePhoto?.locationNotice && (
          <Text size="xs" c="orange.8" role="status">
            {takePhoto.locationNotice}
          </Text>
        )}
        {photoLog.missing && photoLog.missing.length > 0 && (
          <Text size="xs" c="orange.8" role="status">
            Not in the photo log (not on this device and not downloadable now):{' '}
            {photoLog.missing.join(', ')}
          </Text>
        )}
      </Stack>
      <SectionItems count={photos.length} emptyText="No photos taken for this claim.">
        {photos.map((doc) => {
          const checksum = photoChecksum([doc, ...originalsOf(doc.id)]);
          return (
            <Stack key={doc.id} gap={0} role="listitem" data-photo-row={doc.id}>
              <DocumentLink
                id={doc.id}
                name={doc.name}
                onOpenDocument={props.onOpenDocument}
                onPreviewDocument={props.onPreviewDocument}
                openingDocumentId={props.openingDocumentId}
              />
              <Text size="xs" c="dimmed">
                {captureSummary(doc)} ·{' '}
                <Text
                  span
                  inherit
                  c={checksum === 'mismatch' ? 'red' : undefined}
                  fw={checksum === 'mismatch' ? 600 : undefined}
                  data-checksum={checksum}
                >
                  {checksumWords(checksum)}
                </Text>
              </Text>
              <Group gap={6}>
                <PendingUploadBadge state={syncStateOf(props.syncStates, doc.id)} />
              </Group>
            </Stack>
          );
        })}
      </SectionItems>
    </DetailsSection>
  );
}
