import { Badge, Switch, Tooltip } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';

export interface ClientVisibleToggleProps {
  visible: boolean;
  onChange?: (visible: boolean) => void;
}

/** A clear mark of who can read a note, and the switch that changes it. */
export function ClientVisibleToggle({ visible, onChange }: ClientVisibleToggleProps) {
  const badge = visible ? (
    <Badge
      color="teal"
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<IconEye size={12} aria-hidden />}
    >
      Client-visible
    </Badge>
  ) : (
    <Badge
      color="gray"
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<IconLock size={12} aria-hidden />}
    >
      Internal
    </Badge>
  );
  if (!onChange) return badge;
  return (
    <>
      {badge}
      <Tooltip label={visible ? 'Hide from the client' : 'Show to the client'}>
        <Switch
          size="xs"
          aria-label="Visible to the client"
          checked={visible}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Tooltip>
    </>
  );
}
