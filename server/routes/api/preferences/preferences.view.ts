import { z } from 'zod';
import type { PreferencesRow } from '../../../repositories/preferences.repository';
import { toWire } from '../../../http/wire';

export const preferencesWireSchema = z.object({
  value: z.record(z.string(), z.unknown()),
  version: z.number(),
  updated_at: z.string().nullable(),
});

export const preferencesAnswer = z.object({ data: preferencesWireSchema });

type PreferencesWire = z.infer<typeof preferencesWireSchema>;

export const preferencesView = (row: PreferencesRow): PreferencesWire => {
  const { value, version, updated_at } = toWire(row) as PreferencesWire;
  return { value, version, updated_at };
};
