import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconFile, IconFiles } from '@tabler/icons-react';
import type { ClaimDocument } from '../../domain/document.schema';
import { formatDate } from './claim-format';
import { DetailsSection, SectionItems } from './details-section';
import type { PanelState } from './state-panel';

export interface ClaimDocumentsListProps {
  documents: readonly ClaimDocument[];
  hrefFor?: (documentId: string) => string;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function ClaimDocumentsList({ documents, hrefFor, state }: ClaimDocumentsListProps) {
  return (
    <DetailsSection title="Documents" icon={<IconFiles size={18} stroke={1.6} />}>
      <SectionItems state={state} count={documents.length} emptyText="No documents for this claim.">
        {documents.map((doc) => {
          const href = hrefFor?.(doc.id);
          return (
            <Group key={doc.id} gap="xs" wrap="nowrap" role="listitem">
              <IconFile size={16} stroke={1.6} aria-hidden />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                {href ? (
                  <Anchor href={href} size="sm" truncate>
                    {doc.name}
                  </Anchor>
                ) : (
                  <Text size="sm" truncate>
                    {doc.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {size(doc.size)} · {formatDate(doc.createdAt)}
                </Text>
              </Stack>
              {doc.isClientVisible && <IconEye size={14} aria-label="Visible to the client" />}
            </Group>
          );
        })}
      </SectionItems>
    </DetailsSection>
  );
}
