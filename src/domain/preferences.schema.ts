import { z } from 'zod';
import { appearanceSchema } from './appearance.schema';
import { CLAIM_VIEW_TYPES, DEFAULT_CLAIM_COLUMNS } from './claim-columns';
import { mutedNotificationsSchema } from './notification-preferences';
import { dashboardLayoutSchema } from './dashboard-layout.schema';

// Per-user view preferences (SPEC 3 "per-user settings", SPEC 4 "a claim view type is either list
// or kanban"), kept on the server so they follow the user from device to device.

export const VIEW_TYPE_MESSAGE = 'View type must be list or kanban';

const CLAIM_FIELDS = DEFAULT_CLAIM_COLUMNS.map((c) => c.field) as [string, ...string[]];
const claimField = z.enum(CLAIM_FIELDS, 'Unknown claim field');
const viewType = z.enum(CLAIM_VIEW_TYPES, VIEW_TYPE_MESSAGE);

export const claimColumnPreferenceSchema = z.object({
  id: z.string().min(1).max(60),
  field: claimField,
  header: z.string().max(80),
  visible: z.boolean(),
});

export const savedViewSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'View name is required').max(100),
  viewType,
  // Filter and sort choices of the claims screen; opaque to the server, bounded in size.
  query: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()])),
});

export const userPreferencesSchema = z.object({
  claimsView: viewType,
  claimsColumns: z.array(claimColumnPreferenceSchema).max(DEFAULT_CLAIM_COLUMNS.length),
  kanbanFields: z.array(claimField).max(DEFAULT_CLAIM_COLUMNS.length),
  savedViews: z.array(savedViewSchema).max(50),
  mutedNotifications: mutedNotificationsSchema,
  dashboard: dashboardLayoutSchema.nullable().optional(), // null or absent: the role's default
  appearance: appearanceSchema.optional(),
});

export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export function defaultUserPreferences(): UserPreferences {
  return {
    claimsView: 'list',
    claimsColumns: DEFAULT_CLAIM_COLUMNS.map((c) => ({ ...c })),
    kanbanFields: ['claimNumber', 'customerName', 'dateOfLoss', 'assignedTo'],
    savedViews: [],
    mutedNotifications: [],
  };
}
