import { z } from 'zod';
import { snakeKeys } from '../../../http/keys';
import type { SettingsRow } from '../../../repositories/settings.repository';

export const claimStatusWireSchema = z.object({
  name: z.string(),
  timeout_days: z.number().nullable(),
});

type ClaimStatusWire = z.infer<typeof claimStatusWireSchema>;

export const claimStatusesAnswer = z.object({
  data: z.array(claimStatusWireSchema),
  version: z.number().optional(),
});

export const claimStatusesView = (statuses: unknown) => snakeKeys<ClaimStatusWire[]>(statuses);

/** The statuses of a claimSettings row, with its version for If-Match. */
export const claimStatusesAnswerOf = (row: SettingsRow) => ({
  data: claimStatusesView(row.value.statuses),
  version: row.version,
});
