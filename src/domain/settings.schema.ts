import { z } from 'zod';
import { cleanPhone } from './cleaning/clean-phone';
import { isValidEmail } from './cleaning/clean-email';
import { isValidWebUrl } from './cleaning/clean-url';
import { clientSettingsSchema } from './client-fields';
import { IP_ENTRY_MESSAGE, isIpRange } from './ip-address';
import { isLogoDataUrl, LOGO_FORMAT_MESSAGE } from './organization-logo';
import type { SettingsGroup } from './settings.defaults';
import { TASK_TYPE_EXISTS_MESSAGE, taskTypeSchema } from './task-types';

// One schema per settings group of SPEC 3 / 9. Units (SPEC leaves them open): reminderInterval
// hours, sessionTimeout minutes, syncInterval minutes, maxStorageSize MB, maxFileSize MB.

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DOCUMENT_TYPE = /^[a-z0-9]{1,10}$/;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const isHexColour = (value: string) => HEX_COLOUR.test(value);

const text = (max: number) => z.string().max(max, `At most ${max} characters`);
const whole = (min: number, max: number) =>
  z.number().int('Must be a whole number').min(min).max(max);

function unique(values: readonly string[]): boolean {
  return new Set(values.map((v) => v.toLowerCase())).size === values.length;
}

// Empty, or valid by the SPEC 5 rule the server cleans with (which blanks what is not valid):
// the form says so instead of letting the value vanish.
const optional = (max: number, valid: (value: string) => boolean, message: string) =>
  text(max).refine((value) => value === '' || valid(value), message);

export const organizationSettingsSchema = z.object({
  name: text(200).trim().min(1, 'Organization name is required'),
  logo: optional(200_000, isLogoDataUrl, LOGO_FORMAT_MESSAGE),
  primaryColor: z.string().regex(HEX_COLOUR, 'Must be a hex colour such as #2563eb'),
  secondaryColor: z.string().regex(HEX_COLOUR, 'Must be a hex colour such as #4f46e5'),
  address: text(300),
  city: text(120),
  state: text(120),
  zipCode: text(20),
  phone: optional(40, (v) => cleanPhone(v) !== '', 'A phone number needs at least 7 digits'),
  email: optional(254, (v) => isValidEmail(v.trim().toLowerCase()), 'Enter a valid email address'),
  website: optional(
    2048,
    (v) => isValidWebUrl(v.trim()),
    'Enter a web address starting with https://',
  ),
});

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  reminderInterval: whole(1, 24 * 30),
  statusChangeAlerts: z.boolean(),
  documentUploadAlerts: z.boolean(),
  taskAssignmentAlerts: z.boolean(),
  taskDueAlerts: z.boolean(),
});

export const claimStatusConfigSchema = z.object({
  name: text(60).trim().min(1, 'Status name is required'),
  timeoutDays: whole(1, 3650).nullable(),
});

export const STATUS_EXISTS_MESSAGE = 'Status already exists';

export const claimSettingsSchema = z.object({
  statuses: z
    .array(claimStatusConfigSchema)
    .min(1, 'At least one status is required')
    .max(50)
    .refine((list) => unique(list.map((s) => s.name)), STATUS_EXISTS_MESSAGE),
});

// Ids are unique for good; names among the types still offered (a retired name may come back).
export const taskSettingsSchema = z.object({
  types: z
    .array(taskTypeSchema)
    .max(100)
    .refine((list) => list.some((t) => !t.retired), 'At least one task type is required')
    .refine((list) => unique(list.map((t) => t.id)), 'Task type ids must be unique')
    .refine(
      (list) => unique(list.filter((t) => !t.retired).map((t) => t.name)),
      TASK_TYPE_EXISTS_MESSAGE,
    ),
});

export const calendarSettingsSchema = z
  .object({
    defaultView: z.enum(['day', 'week', 'month', 'agenda']),
    workingHours: z.object({
      start: z.string().regex(TIME_OF_DAY, 'Use HH:MM'),
      end: z.string().regex(TIME_OF_DAY, 'Use HH:MM'),
    }),
    workingDays: z.array(z.enum(WEEKDAYS)).max(7),
    defaultEventDuration: whole(5, 24 * 60),
    // Which calendar apps the organization uses. There is no two-way sync: each user subscribes
    // their app to their private calendar link (issue 13), and the link's card names these apps.
    syncWithGoogle: z.boolean(),
    syncWithOutlook: z.boolean(),
    syncWithApple: z.boolean(),
  })
  .refine((c) => c.workingHours.start < c.workingHours.end, {
    message: 'Working hours must end after they start',
    path: ['workingHours', 'end'],
  });

export const passwordPolicySchema = z.object({
  minLength: whole(8, 128),
  requireUppercase: z.boolean(),
  requireLowercase: z.boolean(),
  requireNumber: z.boolean(),
  requireSpecial: z.boolean(),
  expiryDays: whole(0, 3650),
});

export const securitySettingsSchema = z.object({
  sessionTimeout: whole(1, 24 * 60),
  passwordPolicy: passwordPolicySchema,
  twoFactorAuth: z.boolean(),
  ipRestriction: z.boolean(),
  allowedIPs: z
    .array(z.string().trim().refine(isIpRange, IP_ENTRY_MESSAGE))
    .max(100, 'At most 100 addresses or ranges')
    .refine(unique, 'Each address or range only once'),
});

export const offlineSettingsSchema = z.object({
  enabled: z.boolean(),
  syncInterval: whole(1, 24 * 60),
  maxStorageSize: whole(10, 100_000),
  claimsToStore: z.union([z.literal('all'), whole(1, 100_000)]),
  storeDocuments: z.boolean(),
  forceLocalClaims: z.boolean(),
  encryptLocalData: z.boolean(),
  syncWithBackend: z.boolean(),
});

export const DOCUMENT_TYPE_EXISTS_MESSAGE = 'Document type already exists';

export const documentSettingsSchema = z.object({
  allowedTypes: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(DOCUMENT_TYPE, 'A file extension such as pdf, without the dot'),
    )
    .min(1, 'Allow at least one file type')
    .max(100)
    .refine(unique, DOCUMENT_TYPE_EXISTS_MESSAGE),
  maxFileSize: whole(1, 1024),
  defaultClientVisibility: z.boolean(),
  compressionEnabled: z.boolean(),
});

export const SETTINGS_SCHEMAS = {
  organization: organizationSettingsSchema,
  notifications: notificationSettingsSchema,
  claimSettings: claimSettingsSchema,
  taskSettings: taskSettingsSchema,
  clientSettings: clientSettingsSchema,
  calendar: calendarSettingsSchema,
  security: securitySettingsSchema,
  offline: offlineSettingsSchema,
  documents: documentSettingsSchema,
} satisfies Record<SettingsGroup, z.ZodType>;

export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;
