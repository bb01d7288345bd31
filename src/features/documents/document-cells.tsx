import { Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { routePath } from '../../shared/routes/route-table';
import { RowLink } from '../../shared/ui/virtual-table/row-link';

// Small pieces the list and the grid both show.

/** The claim's number, opening the claim; a dash for a document on no claim (or one not here). */
export function ClaimLink({
  claimId,
  claimNumber,
}: {
  claimId?: string | null;
  claimNumber: string;
}) {
  if (!claimId || !claimNumber) {
    return (
      <Text fz={12} c="dimmed">
        —
      </Text>
    );
  }
  return (
    <RowLink to={routePath('claimDetails', { id: claimId })} fz={12}>
      {claimNumber}
    </RowLink>
  );
}

export function ClientVisibility({ visible }: { visible: boolean }) {
  const Icon = visible ? IconEye : IconEyeOff;
  return (
    <Group gap={4} wrap="nowrap" c={visible ? 'teal.7' : 'dimmed'}>
      <Icon size={14} stroke={1.7} aria-hidden />
      <Text fz={12} inherit>
        {visible ? 'Visible' : 'Internal'}
      </Text>
    </Group>
  );
}

/** Whether the file's bytes are on this device (openable offline). */
export function StoredMark({ stored }: { stored: boolean }) {
  if (!stored) {
    return (
      <Text fz={12} c="dimmed" title="Only the details are on this device">
        No
      </Text>
    );
  }
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c="var(--mantine-color-anchor)"
      title="The file is stored on this device"
    >
      <IconDeviceFloppy size={14} stroke={1.7} aria-hidden />
      <Text fz={12} inherit>
        Yes
      </Text>
    </Group>
  );
}
