import { Badge, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { routePath } from '../../shared/routes/route-table';
import { useSession } from '../../shared/services/services.context';
import { PageHeader } from '../../shared/ui/page-header';
import { DeviceCard } from './device-card';
import { NameCard } from './name-card';
import { NotificationChoicesCard } from './notification-choices-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { useTwoFactor } from './two-factor/use-two-factor';

// Profile (issue 15): the signed-in user's own name, password, sessions and this device.
export function ProfileRoute() {
  const { user } = useSession();
  // A password change ends the other sessions: the list reads them again.
  const [sessionsKey, setSessionsKey] = useState(0);
  const twoFactor = useTwoFactor();
  if (!user) return null;
  const enabled = twoFactor.status?.enabled;

  return (
    <>
      <PageHeader
        title="Profile"
        description="Your name, password and the devices where you are logged in."
      />
      <Stack gap="lg" maw={1080}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <NameCard
            // A rename made elsewhere (another tab) starts the form again from it.
            key={`${user.firstName} ${user.lastName}`}
            name={{ firstName: user.firstName, lastName: user.lastName }}
            email={user.email}
          />
          <PasswordCard onChanged={() => setSessionsKey((key) => key + 1)} />
        </SimpleGrid>
        <ProfileCard
          id="two-factor"
          title="Two-factor authentication"
          description="A code from an authenticator app at each login, on top of your password."
          actions={
            enabled !== undefined && (
              <Badge variant="light" color={enabled ? 'green' : 'gray'}>
                {enabled ? 'On' : 'Not set up'}
              </Badge>
            )
          }
        >
          <Stack gap="xs" align="flex-start" data-slot="two-factor">
            <Text size="sm" c="dimmed">
              {enabled
                ? `${twoFactor.status?.recoveryCodesLeft ?? 0} recovery codes left.`
                : 'Set it up with any authenticator app (Google Authenticator, 1Password, Authy…).'}
            </Text>
            <Button component={Link} to={routePath('twoFactor')} variant="light" size="sm">
              {enabled ? 'Manage two-factor authentication' : 'Set up two-factor authentication'}
            </Button>
          </Stack>
        </ProfileCard>
        <NotificationChoicesCard />
        <SessionsCard reloadKey={sessionsKey} />
        <DeviceCard />
      </Stack>
    </>
  );
}
