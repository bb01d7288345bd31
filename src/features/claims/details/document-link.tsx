import { Anchor, Group, Loader, Text } from '@mantine/core';

export interface DocumentOpening {
  onOpenDocument?: (documentId: string, name: string) => void;
  /** The document whose file is being fetched, if any. */
  openingDocumentId?: string | null;
}

/** A document's name that opens (downloads) its file, with a spinner while the file is fetched. */
export function DocumentLink({
  id,
  name,
  size = 'sm',
  onOpenDocument,
  openingDocumentId,
}: DocumentOpening & { id: string; name: string; size?: 'xs' | 'sm' }) {
  if (!onOpenDocument) {
    return (
      <Text size={size} truncate>
        {name}
      </Text>
    );
  }
  const opening = openingDocumentId === id;
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Anchor
        component="button"
        type="button"
        size={size}
        truncate
        onClick={() => onOpenDocument(id, name)}
        disabled={opening}
        aria-busy={opening || undefined}
        title={`Download ${name}`}
        aria-label={`Download ${name}`}
        data-document-id={id}
      >
        {name}
      </Anchor>
      {opening && <Loader size={12} aria-label={`Downloading ${name}`} />}
    </Group>
  );
}
