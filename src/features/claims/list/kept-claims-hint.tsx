import { Anchor, Text } from '@mantine/core';

interface KeptClaimsHintProps {
  /** The offline setting claimsToStore, when it limits what this device keeps. */
  limit: number;
  shown: number;
  settingsHref: string;
}

/**
 * With `claimsToStore` a number and `forceLocalClaims` off, this device keeps only the most recently
 * opened claims (SPEC 9): say so where the count is read, so a short list is never a surprise.
 */
export function KeptClaimsHint({ limit, shown, settingsHref }: KeptClaimsHintProps) {
  if (shown < limit) return null;
  return (
    <Text size="xs" c="dimmed" mb="xs" role="note">
      This device keeps the {limit} claims you opened most recently (and every claim with unsynced
      changes); claims you open are added, per your organization's offline settings.{' '}
      <Anchor href={settingsHref} size="xs" underline="always">
        Offline settings
      </Anchor>
    </Text>
  );
}
