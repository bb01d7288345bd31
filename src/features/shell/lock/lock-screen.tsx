import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../shared/ui/form/form-error';

export interface LockScreenProps {
  fullName: string;
  email: string;
  loading: boolean;
  error: string | null;
  onUnlock: (password: string) => void;
  onLogout: () => void;
}

export function LockScreen({
  fullName,
  email,
  loading,
  error,
  onUnlock,
  onLogout,
}: LockScreenProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setMissing(password === '');
    if (password !== '') onUnlock(password);
  }

  return (
    <Center mih="100dvh" bg="var(--app-canvas)" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={32} w="100%" maw={420}>
        <Stack gap={6} align="center" mb="lg">
          <IconLock size={36} stroke={1.5} aria-hidden />
          <Title order={1} fz={22}>
            Session locked
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {fullName} ({email}). Enter your password to continue; your data stayed on this device.
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate aria-label="Unlock">
          <Stack gap="md">
            <FormError error={error} />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              error={missing ? 'Enter your password' : undefined}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth loading={loading}>
              Unlock
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={onLogout}>
              Log out instead
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
