import { Anchor, ColorSwatch, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import type { Appearance, ColourScheme, Density } from '../../domain/appearance.schema';
import { mayOpen, routePath } from '../../shared/routes/route-table';
import { usePermissions } from '../../shared/services/use-permissions';
import { PageHeader } from '../../shared/ui/page-header';
import { runAction } from '../../shared/ui/report-failure';
import { useAppearance } from './use-appearance';

const SCHEMES: { value: ColourScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Follow the system' },
];

const DENSITY_OPTIONS: { value: Density; label: string }[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

/**
 * Settings › Appearance: the user's own colour scheme and density, for the whole app and every
 * device of theirs (synced preferences); the brand colours are the organization's.
 */
export function AppearanceRoute() {
  const { appearance, save } = useAppearance();
  const organization = useSettingsGroup('organization');
  const permissions = usePermissions();
  const change = (patch: Partial<Appearance>) =>
    runAction(() => save({ ...appearance, ...patch }), 'Failed to save the appearance');
  return (
    <>
      <PageHeader
        title="Appearance"
        description="Colour scheme and density of the whole app, for you on every device."
      />
      <Paper withBorder p="lg" maw={640}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text fw={600} id="appearance-scheme">
              Colour scheme
            </Text>
            <SegmentedControl
              aria-labelledby="appearance-scheme"
              data={SCHEMES}
              value={appearance.scheme}
              onChange={(scheme) => change({ scheme: scheme as ColourScheme })}
            />
          </Stack>
          <Stack gap={6}>
            <Text fw={600} id="appearance-density">
              Density
            </Text>
            <SegmentedControl
              aria-labelledby="appearance-density"
              data={DENSITY_OPTIONS}
              value={appearance.density}
              onChange={(density) => change({ density: density as Density })}
            />
            <Text size="sm" c="dimmed">
              Compact fits more rows on a screen with smaller spacing and text.
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={600}>Brand colours</Text>
            <Group gap="sm">
              <ColorSwatch
                color={organization.primaryColor}
                role="img"
                aria-label="Primary colour"
              />
              <ColorSwatch
                color={organization.secondaryColor}
                role="img"
                aria-label="Secondary colour"
              />
              <Text size="sm" c="dimmed">
                Set for the whole organization
                {mayOpen('organizationSettings', permissions) && (
                  <>
                    {' in '}
                    <Anchor
                      component={Link}
                      to={routePath('organizationSettings')}
                      size="sm"
                      underline="always"
                    >
                      Organization settings
                    </Anchor>
                  </>
                )}
                .
              </Text>
            </Group>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
