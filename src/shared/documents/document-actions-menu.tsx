import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import type { DocumentActions } from './use-document-actions';

export interface DocumentMenuProps {
  doc: DocumentDocType;
  actions: DocumentActions;
  onOpenDocument: (doc: DocumentDocType) => void;
  onRename: (doc: DocumentDocType) => void;
  onDelete: (doc: DocumentDocType) => void;
}

const reason = (text: string | null) =>
  text && (
    <Text fz={11} c="dimmed" maw={220} style={{ whiteSpace: 'normal' }}>
      {text}
    </Text>
  );

/**
 * A document's actions. What the user may not do stays listed, disabled, with the reason, so
 * nobody wonders where Delete went. The rules are read when the menu opens (the delete window).
 */
export function DocumentActionsMenu(props: DocumentMenuProps) {
  const { doc } = props;
  const stop = { onClick: (e: { stopPropagation: () => void }) => e.stopPropagation() };
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Actions for ${doc.name}`}
          onKeyDown={(e) => e.stopPropagation()}
          {...stop}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown {...stop} onKeyDown={(e) => e.stopPropagation()}>
        <DocumentMenuItems {...props} />
      </Menu.Dropdown>
    </Menu>
  );
}

function DocumentMenuItems({
  doc,
  actions,
  onOpenDocument,
  onRename,
  onDelete,
}: DocumentMenuProps) {
  const editRefusal = actions.editRefusal(doc);
  const deleteRefusal = actions.deleteRefusal(doc);
  return (
    <>
      <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => onOpenDocument(doc)}>
        Open
      </Menu.Item>
      <Menu.Item
        leftSection={<IconPencil size={14} />}
        disabled={editRefusal !== null}
        onClick={() => onRename(doc)}
      >
        Rename…
        {reason(editRefusal)}
      </Menu.Item>
      <Menu.Item
        leftSection={doc.isClientVisible ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        disabled={editRefusal !== null}
        onClick={() => actions.change(doc, { isClientVisible: !doc.isClientVisible })}
      >
        {doc.isClientVisible ? 'Hide from client' : 'Show to client'}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={14} />}
        disabled={deleteRefusal !== null}
        onClick={() => onDelete(doc)}
      >
        Delete…
        {reason(deleteRefusal)}
      </Menu.Item>
    </>
  );
}
