import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ROLES_READ_ONLY_MESSAGE } from '../../domain/role-grants';
import type { StoredRole } from '../../domain/role.schema';
import { PageHeader } from '../../shared/ui/page-header';
import { ReadOnlyNotice } from '../../shared/ui/read-only-notice';
import { StatePanel } from '../../shared/ui/state-panel';
import { DeleteRoleModal } from './delete-role-modal';
import { RoleCards } from './role-cards';
import { RoleFormModal } from './role-form-modal';
import { RoleMatrixTable, type RoleMatrixProps } from './role-matrix-table';
import { useRoleEditor } from './use-role-editor';

type Dialog = { kind: 'new' } | { kind: 'rename' | 'delete'; role: StoredRole } | null;

/** Settings › Roles and permissions: the SPEC 6 matrix, editable with manage_users. */
export function RolesRoute() {
  const editor = useRoleEditor();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // Mantine's md breakpoint; one layout only, so a phone does not build the table too.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const { columns, grantable, toggle, save, reset } = editor;
  // Stable, so opening a dialog does not redraw the matrix.
  const matrix = useMemo<RoleMatrixProps>(
    () => ({
      columns,
      grantable,
      onToggle: toggle,
      onSave: (role, checked) => void save(role, checked),
      onReset: reset,
      onRename: (role) => setDialog({ kind: 'rename', role }),
      onDelete: (role) => setDialog({ kind: 'delete', role }),
    }),
    [columns, grantable, toggle, save, reset],
  );
  return (
    <>
      <PageHeader
        title="Roles and permissions"
        description="What each role may do. A user has the permissions of their role; the Owner role has them all."
        actions={
          editor.canManage && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'new' })}>
              New role
            </Button>
          )
        }
      />
      {!editor.canManage && <ReadOnlyNotice reason={ROLES_READ_ONLY_MESSAGE} />}
      {editor.loading ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading the roles…' }} />
      ) : editor.columns.length === 0 ? (
        <StatePanel
          state={{
            kind: 'empty',
            title: 'No roles on this device yet',
            description: 'They arrive with the next sync.',
          }}
        />
      ) : wide ? (
        <RoleMatrixTable {...matrix} />
      ) : (
        <RoleCards {...matrix} />
      )}
      {dialog?.kind === 'new' && (
        <RoleFormModal
          title="New role"
          submitLabel="Add role"
          initialName=""
          grantable={editor.grantable}
          onClose={close}
          onSubmit={(name, permissions) => editor.create({ name, permissions })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RoleFormModal
          title={`Rename ${dialog.role.name}`}
          submitLabel="Rename"
          initialName={dialog.role.name}
          onClose={close}
          onSubmit={(name) => editor.rename(dialog.role, name)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRoleModal
          name={dialog.role.name}
          onClose={close}
          onDelete={() => editor.remove(dialog.role)}
        />
      )}
    </>
  );
}
