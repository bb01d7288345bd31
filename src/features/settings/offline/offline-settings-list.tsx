import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface OfflineSettingsValues {
  enabled: boolean;
  syncInterval: number;
  maxStorageSize: number;
  claimsToStore: number | 'all';
  storeDocuments: boolean;
  forceLocalClaims: boolean;
  encryptLocalData: boolean;
  syncWithBackend: boolean;
}

const yesNo = (value: boolean) => (value ? 'On' : 'Off');

function entries(values: OfflineSettingsValues): [string, string][] {
  return [
    ['Offline mode', yesNo(values.enabled)],
    ['Sync interval', `${values.syncInterval} min`],
    ['Maximum storage', `${values.maxStorageSize} MB`],
    ['Claims kept', values.claimsToStore === 'all' ? 'All' : `${values.claimsToStore} recent`],
    ['Store documents', yesNo(values.storeDocuments)],
    ['Force local claims', yesNo(values.forceLocalClaims)],
    ['Encrypt local data', yesNo(values.encryptLocalData)],
    ['Sync with server', yesNo(values.syncWithBackend)],
  ];
}

export function OfflineSettingsList({ values }: { values: OfflineSettingsValues }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm">
        Offline settings
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {entries(values).map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={500}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
