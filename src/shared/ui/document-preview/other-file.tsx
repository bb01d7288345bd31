import { Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { formatFileSize } from '../file-size';

/** A file the browser cannot show here: what it is, and the download. */
export function OtherFile(props: {
  name: string;
  size: number;
  onDownload: () => void;
  downloading?: boolean;
  reason?: string;
}) {
  return (
    <Stack align="center" justify="center" gap="xs" h="100%" p="md" data-preview-other>
      <IconFile size={48} stroke={1.2} aria-hidden />
      <Text fw={600} ta="center" style={{ wordBreak: 'break-word' }}>
        {props.name}
      </Text>
      <Text size="sm" c="dimmed">
        {formatFileSize(props.size)}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {props.reason ?? 'This type of file cannot be shown here.'}
      </Text>
      <Button
        leftSection={<IconDownload size={16} />}
        onClick={props.onDownload}
        loading={props.downloading}
      >
        Download
      </Button>
    </Stack>
  );
}
