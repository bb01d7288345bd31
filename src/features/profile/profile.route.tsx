import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../shared/services/services.context';
import { PageHeader } from '../../shared/ui/page-header';
import { DeviceCard } from './device-card';
import { NameCard } from './name-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

// Profile (issue 15): the signed-in user's own name, password, sessions and this device.
export function ProfileRoute() {
  const { user } = useSession();
  // A password change ends the other sessions: the list reads them again.
  const [sessionsKey, setSessionsKey] = useState(0);
  if (!user) return null;

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
            <Badge variant="light" color="gray">
              Not set up
            </Badge>
          }
        >
          <Text size="sm" c="dimmed" data-slot="two-factor">
            Setting it up is coming to this page.
          </Text>
        </ProfileCard>
        <SessionsCard reloadKey={sessionsKey} />
        <DeviceCard />
      </Stack>
    </>
  );
}
