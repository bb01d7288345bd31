import { Button, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { RoleChoice, UserAccount } from '../../api/users.api';
import { roleOptions, type Manager, type RowAccess } from './user-access';
import { fullName } from './users-query';
import type { UserField } from './use-user-accounts';

export interface UserControlsProps {
  user: UserAccount;
  me: Manager;
  access: RowAccess;
  roles: readonly RoleChoice[];
  /** The server's refusal of the last change, at its field. */
  errors?: Partial<Record<UserField, string>>;
  busy?: UserField;
  /** False offline: changes need the server. */
  connected: boolean;
  onRoleChange: (role: string) => void;
  onActiveChange: (active: boolean) => void;
}

/** The role select of one user, refusals under it; the select is locked with the reason. */
export function RoleControl(props: UserControlsProps) {
  const { user, me, access, roles, errors, busy, connected, onRoleChange } = props;
  const locked = !access.role.allowed || !connected;
  const select = (
    <Select
      aria-label={`Role of ${fullName(user)}`}
      data={roleOptions(roles, me, user.role)}
      value={user.role}
      onChange={(role) => role && role !== user.role && onRoleChange(role)}
      allowDeselect={false}
      disabled={locked || busy === 'role'}
      error={errors?.role}
      size="xs"
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
  const reason = !connected ? 'Connect to change roles' : access.role.reason;
  return locked && reason ? (
    <Tooltip label={reason} withArrow multiline w={220}>
      <div>{select}</div>
    </Tooltip>
  ) : (
    select
  );
}

/** Deactivate (asks first: it ends their sessions at once) or reactivate, refusals under it. */
export function ActivityControl(props: UserControlsProps) {
  const { user, access, errors, busy, connected, onActiveChange } = props;
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const locked = !access.activity.allowed || !connected;
  const reason = !connected ? 'Connect to change users' : access.activity.reason;
  const button = (
    <Button
      size="compact-sm"
      variant={user.isActive ? 'subtle' : 'light'}
      color={user.isActive ? 'red' : 'teal'}
      disabled={locked}
      loading={busy === 'activity'}
      onClick={() => (user.isActive ? setConfirming(true) : onActiveChange(true))}
      aria-label={`${user.isActive ? 'Deactivate' : 'Reactivate'} ${name}`}
    >
      {user.isActive ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
  return (
    <Stack gap={2} align="flex-start">
      {locked && reason ? (
        <Tooltip label={reason} withArrow multiline w={220}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {errors?.activity && (
        <Text size="xs" c="var(--app-danger-text)" role="alert" maw={260}>
          {errors.activity}
        </Text>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${name}?`}
        centered
      >
        <Text size="sm">
          {name} is signed out on every device at once and cannot log in until reactivated. Changes
          still waiting on their devices will not be sent.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onActiveChange(false);
            }}
          >
            Deactivate
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
