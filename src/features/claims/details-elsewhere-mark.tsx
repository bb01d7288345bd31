import { Tooltip } from '@mantine/core';
import { IconCloudDown } from '@tabler/icons-react';

export const DETAILS_ELSEWHERE_LABEL =
  'Notes and conversations not on this device: they download when you open the claim online';

/** In the list's sync column and on a claim's card: its details are on the server only. */
export function DetailsElsewhereMark() {
  return (
    <Tooltip label={DETAILS_ELSEWHERE_LABEL} withArrow openDelay={300}>
      <IconCloudDown
        size={14}
        role="img"
        aria-label={DETAILS_ELSEWHERE_LABEL}
        data-testid="details-elsewhere"
        color="var(--mantine-color-dimmed)"
        style={{ flex: 'none' }}
      />
    </Tooltip>
  );
}
