import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { hasPermission, SETTINGS_READ_ONLY_MESSAGE } from '../../domain/permissions';
import { usePermissions } from '../../shared/services/use-permissions';
import { PageHeader } from '../../shared/ui/page-header';
import { ReadOnlyNotice } from '../../shared/ui/read-only-notice';
import { SettingsSectionCard } from './settings-section-card';
import { screenLayoutLinks, settingsSections } from './settings-sections';

export function SettingsRoute() {
  const permissions = usePermissions();
  // The organization's values, live; the SPEC 9 defaults until they have been pulled.
  const sections = settingsSections(
    {
      organization: useSettingsGroup('organization'),
      notifications: useSettingsGroup('notifications'),
      claimSettings: useSettingsGroup('claimSettings'),
      calendar: useSettingsGroup('calendar'),
      security: useSettingsGroup('security'),
      offline: useSettingsGroup('offline'),
      documents: useSettingsGroup('documents'),
    },
    permissions,
  );
  const layoutLinks = screenLayoutLinks(permissions);
  return (
    <>
      <PageHeader
        title="Settings"
        description="How Claims desk works for you and your organization."
      />
      {!hasPermission(permissions, 'manage_settings') && (
        <ReadOnlyNotice reason={SETTINGS_READ_ONLY_MESSAGE} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {sections.map((section) => (
          <SettingsSectionCard key={section.id} section={section} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg" mt="lg">
        <Title order={2} fz="md" mb="xs">
          Screen layouts
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Columns, cards and views of each screen.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {layoutLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          ))}
        </SimpleGrid>
      </Paper>
    </>
  );
}
