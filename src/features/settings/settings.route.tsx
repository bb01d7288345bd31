import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { defaultSettings } from '../../domain/settings.defaults';
import { PageHeader } from '../../shared/ui/page-header';
import { SettingsSectionCard } from './settings-section-card';
import { useSession } from '../../shared/services/services.context';
import { SCREEN_LAYOUT_LINKS, sectionsFor, settingsSections } from './settings-sections';

// Shows the defaults until the settings collection brings the organization's own values.
const sections = settingsSections(defaultSettings('Your organization'));

export function SettingsRoute() {
  const { user } = useSession();
  const shown = sectionsFor(sections, user?.permissions);
  return (
    <>
      <PageHeader
        title="Settings"
        description="How Claims desk works for you and your organization."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {shown.map((section) => (
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
          {SCREEN_LAYOUT_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          ))}
        </SimpleGrid>
      </Paper>
    </>
  );
}
