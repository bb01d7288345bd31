import { z } from 'zod';
import { toWire } from '../../../http/wire';
import type { SettingsRow } from '../../../repositories/settings.repository';

// A settings group row as pulls and saves return it; `value` holds the group's fields.
export const settingsRowSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  group_name: z.string(),
  value: z.record(z.string(), z.unknown()),
  version: z.number(),
  updated_at: z.string(),
  deleted: z.boolean(),
});

export type SettingsRowWire = z.infer<typeof settingsRowSchema>;

/** `redact` hides what only settings managers may read (the IP allow-list). */
export function settingsRowView(row: SettingsRow, redact = false): SettingsRowWire {
  const value =
    redact && row.groupName === 'security' ? { ...row.value, allowedIPs: [] } : row.value;
  return toWire({ ...row, value }) as SettingsRowWire;
}
