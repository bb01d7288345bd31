import { Anchor, Text } from '@mantine/core';
import { IconCloudDown } from '@tabler/icons-react';

interface KeptClaimsHintProps {
  /** The offline setting claimsToStore, when it limits what this device keeps. */
  limit: number;
  /** How many of the listed claims have their details on the server only. */
  marked: number;
  settingsHref: string;
}

/**
 * With `claimsToStore` a number and `forceLocalClaims` off, this device keeps the details of only
 * the most recently opened claims (SPEC 9); every claim is still listed. Say what the mark means
 * where the claims are read, so a claim without notes offline is never a surprise.
 */
export function KeptClaimsHint({ limit, marked, settingsHref }: KeptClaimsHintProps) {
  if (marked === 0) return null;
  return (
    <Text size="xs" c="dimmed" mb="xs" role="note">
      Every claim is listed. This device keeps the notes and conversations of the {limit} claims you
      opened most recently (and of every claim with unsynced changes); the {marked} marked{' '}
      <IconCloudDown size={12} aria-label="with a cloud" style={{ verticalAlign: 'middle' }} />{' '}
      download theirs when you open them online.{' '}
      <Anchor href={settingsHref} size="xs" underline="always">
        Offline settings
      </Anchor>
    </Text>
  );
}
