import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LOGO_TYPES, logoFileRefusal } from '../../../domain/organization-logo';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Picks the logo image (checked for type and size here; the server checks the result again). */
export function LogoInput(props: {
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (logo: string) => void;
}) {
  const { value, error, readOnly, onChange } = props;
  const [refusal, setRefusal] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    const problem = logoFileRefusal(file);
    setRefusal(problem);
    if (problem) return;
    readAsDataUrl(file).then(onChange, () => setRefusal('Could not read the file'));
  };
  return (
    <Input.Wrapper
      label="Logo"
      description="PNG, JPEG, WebP or GIF, up to 128 KB. Shown in the header next to the product name."
      error={refusal ?? error}
    >
      <Group gap="md" mt={6} align="center">
        {value ? (
          <Image src={value} alt="Organization logo" h={48} w="auto" maw={160} fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            No logo
          </Text>
        )}
        {!readOnly && (
          <Stack gap={4}>
            <Group gap="xs">
              <FileButton onChange={pick} accept={LOGO_TYPES.join(',')}>
                {(button) => (
                  <Button variant="default" size="xs" {...button}>
                    {value ? 'Replace logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
              {value && (
                <Button variant="subtle" color="red" size="xs" onClick={() => onChange('')}>
                  Remove
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Group>
    </Input.Wrapper>
  );
}
