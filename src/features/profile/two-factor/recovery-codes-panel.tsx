import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { saveFile } from '../../../shared/ui/save-file';

export const RECOVERY_CODES_FILE = 'claims-desk-recovery-codes.txt';

const asText = (codes: readonly string[]) =>
  `Claims desk recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;

// Shown once, right after set-up or "New recovery codes": the server keeps only their hashes.
export function RecoveryCodesPanel({
  codes,
  onSaved,
}: {
  codes: readonly string[];
  onSaved: () => void;
}) {
  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="recovery-codes-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="recovery-codes-title">
          Save your recovery codes
        </Title>
        <Alert color="yellow" variant="light">
          Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a
          password manager: they will not be shown again.
        </Alert>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          component="ul"
          aria-label="Recovery codes"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {codes.map((code) => (
            <Text
              key={code}
              component="li"
              ff="monospace"
              fz="md"
              px="sm"
              py={6}
              bg="var(--app-canvas)"
              style={{ borderRadius: 6 }}
            >
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              saveFile(new Blob([asText(codes)], { type: 'text/plain' }), RECOVERY_CODES_FILE)
            }
          >
            Download
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onSaved}>I saved them</Button>
        </Group>
      </Stack>
    </Card>
  );
}
