import { Badge, Switch, Tooltip } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';

export interface ClientVisibleToggleProps {
  visible: boolean;
  onChange?: (visible: boolean) => void;
}

/** A clear mark of who can read a note, and the switch that changes it. */
export function ClientVisibleToggle({ visible, onChange }: ClientVisibleToggleProps) {
  const badge = (
    <Badge
      color={visible ? 'teal' : 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={visible ? <IconEye size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
    >
      {visible ? 'Client-visible' : 'Internal'}
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
