import { Group, Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { savePreferencesPart } from '../../collections/config/config.mutations';
import { PREFERENCES_ID } from '../../collections/config/config.schema';
import { useAppDatabase } from '../../collections/database.context';
import { newRecordLink } from '../../shared/routes/new-record-link';
import { mayOpen, routePath } from '../../shared/routes/route-table';
import { useServices, useSession } from '../../shared/services/services.context';
import { usePermissions } from '../../shared/services/use-permissions';
import { createShortcutDispatcher } from '../../shared/shortcuts/shortcut-dispatcher';
import { SHORTCUTS, type Shortcut } from '../../shared/shortcuts/shortcut-table';
import { runAction } from '../../shared/ui/report-failure';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

function mayUse(shortcut: Shortcut, permissions: readonly string[] | undefined): boolean {
  const { action } = shortcut;
  if (shortcut.allowed && !shortcut.allowed(permissions)) return false;
  return action.kind === 'go' || action.kind === 'new' ? mayOpen(action.route, permissions) : true;
}

/**
 * The app's keyboard shortcuts (the table in `src/shared/shortcuts/shortcut-table.ts`) and their
 * help sheet, opened with `?`. Mounted once by the app shell for a signed-in user.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { syncStatus } = useServices();
  const userId = useSession().user?.id;
  const db = useAppDatabase();
  const permissions = usePermissions();
  const [helpOpen, setHelpOpen] = useState(false);
  const allowed = useMemo(() => SHORTCUTS.filter((s) => mayUse(s, permissions)), [permissions]);

  // The listener is added once; what it runs reads the latest render's values.
  const runRef = useRef<(shortcut: Shortcut) => void>(() => undefined);
  useEffect(() => {
    runRef.current = (shortcut) => {
      const { action } = shortcut;
      switch (action.kind) {
        case 'go':
          void navigate(routePath(action.route));
          return;
        case 'new':
          void navigate(newRecordLink(action.route));
          return;
        case 'syncNow':
          void syncStatus.syncNow();
          return;
        case 'toggleClaimsView':
          if (!db || pathname !== routePath('claims')) return;
          runAction(async () => {
            const stored = (await db.config.findOne(PREFERENCES_ID).exec())?.value.claimsView;
            const next = stored === 'kanban' ? 'list' : 'kanban';
            await savePreferencesPart(db, 'claimsView', next, userId);
          }, 'Failed to switch the claims view');
          return;
        case 'help':
          setHelpOpen(true);
          return;
        case 'palette':
          return;
      }
    };
  }, [navigate, syncStatus, db, pathname, userId]);

  useEffect(() => {
    const dispatch = createShortcutDispatcher(allowed, (s) => runRef.current(s), { modalOpen });
    const onKeyDown = (event: KeyboardEvent) => {
      if (dispatch(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed]);

  return <ShortcutHelp opened={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={allowed} />;
}

const keyLabel = (key: string) => (key === 'mod+k' ? (isMac() ? '⌘ K' : 'Ctrl K') : key);

function ShortcutHelp(props: {
  opened: boolean;
  onClose: () => void;
  shortcuts: readonly Shortcut[];
}) {
  const groups = ['Go to', 'Create', 'Actions'] as const;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Keyboard shortcuts" size="md">
      <Stack gap="md">
        {groups.map((group) => {
          const rows = props.shortcuts.filter((s) => s.group === group);
          if (rows.length === 0) return null;
          return (
            <Stack key={group} gap={4}>
              <Title order={3} size="h5">
                {group}
              </Title>
              <Table withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  {rows.map((s) => (
                    <Table.Tr key={s.keys.join(' ')}>
                      <Table.Td>{s.label}</Table.Td>
                      <Table.Td ta="right">
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {s.keys.map((key, i) => (
                            <Fragment key={i}>
                              {i > 0 && (
                                <Text size="xs" c="dimmed">
                                  then
                                </Text>
                              )}
                              <Kbd>{keyLabel(key)}</Kbd>
                            </Fragment>
                          ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
        <Text size="xs" c="dimmed">
          Shortcuts do not fire while you type in a field or a dialog is open.
        </Text>
      </Stack>
    </Modal>
  );
}
