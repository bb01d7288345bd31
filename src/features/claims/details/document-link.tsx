import { ActionIcon, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export interface DocumentOpening {
  onOpenDocument?: (documentId: string, name: string) => void;
  /** The document whose file is being fetched, if any. */
  openingDocumentId?: string | null;
  /** Opens the in-app preview; without it the name downloads the file. */
  onPreviewDocument?: (documentId: string) => void;
}

/**
 * A document's name that opens the preview, with a download button beside it (a spinner while
 * the file is fetched); without a preview, the name itself downloads.
 */
export function DocumentLink({
  id,
  name,
  size = 'sm',
  onOpenDocument,
  openingDocumentId,
  onPreviewDocument,
}: DocumentOpening & { id: string; name: string; size?: 'xs' | 'sm' }) {
  if (!onOpenDocument) {
    return (
      <Text size={size} truncate>
        {name}
      </Text>
    );
  }
  const opening = openingDocumentId === id;
  const download = () => onOpenDocument(id, name);
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      {onPreviewDocument ? (
        <>
          <Anchor
            component="button"
            type="button"
            size={size}
            truncate
            onClick={() => onPreviewDocument(id)}
            title={`Preview ${name}`}
            aria-label={`Preview ${name}`}
            data-document-id={id}
          >
            {name}
          </Anchor>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={size}
            onClick={download}
            disabled={opening}
            aria-busy={opening || undefined}
            title={`Download ${name}`}
            aria-label={`Download ${name}`}
          >
            <IconDownload size={size === 'xs' ? 12 : 14} />
          </ActionIcon>
        </>
      ) : (
        <Anchor
          component="button"
          type="button"
          size={size}
          truncate
          onClick={download}
          disabled={opening}
          aria-busy={opening || undefined}
          title={`Download ${name}`}
          aria-label={`Download ${name}`}
          data-document-id={id}
        >
          {name}
        </Anchor>
      )}
      {opening && <Loader size={12} aria-label={`Downloading ${name}`} />}
    </Group>
  );
}
