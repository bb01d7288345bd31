import {
  IconBell,
  IconBuilding,
  IconCalendar,
  IconCloudDown,
  IconFileDescription,
  IconFiles,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Settings } from '../../domain/settings.defaults';
import { settingsLinks as linksOf, type SettingsSectionId } from '../../shared/routes/route-table';
import type { SettingsSection } from './settings-section-card';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Granted = readonly string[] | undefined;

// The seven settings sections of SPEC 2 with the sub-pages that belong to them (those `granted`
// may open), then "Users and roles", shown only to those who may open one of its pages.
export function settingsSections(
  settings: Pick<
    Settings,
    | 'organization'
    | 'notifications'
    | 'claimSettings'
    | 'calendar'
    | 'security'
    | 'offline'
    | 'documents'
  >,
  granted: Granted,
): SettingsSection[] {
  const { organization, notifications, claimSettings, calendar, security, offline, documents } =
    settings;
  const settingsLinks = (section: SettingsSectionId) => linksOf(section, granted);
  const users: SettingsSection = {
    id: 'users',
    title: 'Users and roles',
    description: 'Who works here, their roles, and what each role may do.',
    Icon: IconUsersGroup,
    facts: [],
    links: settingsLinks('users'),
  };
  const sections: SettingsSection[] = [
    {
      id: 'organization',
      title: 'Organization',
      description: 'Name, logo, colours and contact details.',
      Icon: IconBuilding,
      facts: [
        organization.name || 'Your organization',
        `Primary colour ${organization.primaryColor}`,
      ],
      links: settingsLinks('organization'),
    },
    {
      id: 'notifications',
      title: 'Notifications',
      description: 'Email, SMS and push alerts, and reminder timing.',
      Icon: IconBell,
      facts: [`Reminders every ${notifications.reminderInterval} h`],
      links: settingsLinks('notifications'),
    },
    {
      id: 'claims',
      title: 'Claims',
      description: 'Statuses and timeouts, list columns and kanban cards.',
      Icon: IconFileDescription,
      facts: [`${claimSettings.statuses.length} statuses`],
      links: settingsLinks('claims'),
    },
    {
      id: 'calendar',
      title: 'Calendar',
      description: 'Default view, working hours and calendar sync.',
      Icon: IconCalendar,
      facts: [
        `${capitalize(calendar.defaultView)} view`,
        `${calendar.workingHours.start}–${calendar.workingHours.end}`,
      ],
      links: settingsLinks('calendar'),
    },
    {
      id: 'security',
      title: 'Security',
      description: 'Session timeout, password policy and access rules.',
      Icon: IconShieldLock,
      facts: [
        `Lock after ${security.sessionTimeout} min idle`,
        `Passwords ≥ ${security.passwordPolicy.minLength} characters`,
      ],
      links: settingsLinks('security'),
    },
    {
      id: 'offline',
      title: 'Offline',
      description: 'What is kept on this device and how often it syncs.',
      Icon: IconCloudDown,
      facts: [
        `Sync every ${offline.syncInterval} min`,
        offline.claimsToStore === 'all' || offline.forceLocalClaims
          ? 'Keeps every claim in full'
          : `Keeps details of ${offline.claimsToStore} recent claims`,
        offline.encryptLocalData ? 'Encrypted' : 'Not encrypted',
      ],
      links: settingsLinks('offline'),
    },
    {
      id: 'documents',
      title: 'Documents',
      description: 'Allowed file types, size limit and default visibility.',
      Icon: IconFiles,
      facts: [`Up to ${documents.maxFileSize} MB`, `${documents.allowedTypes.length} file types`],
      links: settingsLinks('documents'),
    },
  ];
  return users.links.length > 0 ? [...sections, users] : sections;
}

/** Per-screen layout pages reachable from the context bar of each screen. */
export const screenLayoutLinks = (granted: Granted) => linksOf('layouts', granted);
