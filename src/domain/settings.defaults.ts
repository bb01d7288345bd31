import type { ClientField } from './client-fields';
import { DEFAULT_CLAIM_STATUSES } from './constants';
import { DEFAULT_TASK_TYPES } from './task-types';

// Default settings groups of SPEC sections 3 and 9, per organization.
export const SETTINGS_GROUPS = [
  'organization',
  'notifications',
  'claimSettings',
  'taskSettings',
  'clientSettings',
  'calendar',
  'security',
  'offline',
  'documents',
] as const;

export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export function defaultSettings(organizationName: string) {
  return {
    organization: {
      name: organizationName,
      logo: '',
      primaryColor: '#2563eb',
      secondaryColor: '#4f46e5',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      phone: '',
      email: '',
      website: '',
    },
    notifications: {
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      reminderInterval: 24,
      statusChangeAlerts: true,
      documentUploadAlerts: true,
      taskAssignmentAlerts: true,
      taskDueAlerts: true,
    },
    claimSettings: {
      statuses: DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s })),
    },
    taskSettings: {
      types: DEFAULT_TASK_TYPES.map((t) => ({ ...t })),
    },
    clientSettings: {
      fields: [] as ClientField[],
    },
    calendar: {
      defaultView: 'week',
      workingHours: { start: '08:00', end: '17:00' },
      workingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      defaultEventDuration: 60,
      syncWithGoogle: false,
      syncWithOutlook: false,
      syncWithApple: false,
    },
    security: {
      sessionTimeout: 30,
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireNumber: true,
        requireSpecial: true,
        expiryDays: 90,
      },
      twoFactorAuth: false,
      ipRestriction: false,
      allowedIPs: [] as string[],
    },
    offline: {
      enabled: true,
      syncInterval: 15,
      maxStorageSize: 500,
      claimsToStore: 25 as number | 'all',
      storeDocuments: false,
      forceLocalClaims: false,
      encryptLocalData: true,
      syncWithBackend: true,
    },
    documents: {
      allowedTypes: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'txt'],
      maxFileSize: 25,
      defaultClientVisibility: false,
      compressionEnabled: true,
    },
  };
}

export type Settings = ReturnType<typeof defaultSettings>;
