import { Box, Code, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TEXT_PREVIEW_LIMIT } from '../../../domain/document-preview-kind';
import { formatFileSize } from '../file-size';

/**
 * A text file as plain text: React writes it as a text node, so markup in a .md, .csv or .json is
 * shown, never run. Only the first TEXT_PREVIEW_LIMIT bytes are read.
 */
export function TextViewer({ blob, zoom }: { blob: Blob; zoom: number }) {
  const [read, setRead] = useState<{ blob: Blob; text: string } | null>(null);
  useEffect(() => {
    let current = true;
    void blob
      .slice(0, TEXT_PREVIEW_LIMIT)
      .text()
      .then((text) => current && setRead({ blob, text }));
    return () => {
      current = false;
    };
  }, [blob]);

  if (read?.blob !== blob) return <Loader size="sm" type="dots" aria-label="Reading the file" />;
  return (
    <Box h="100%" w="100%" style={{ overflow: 'auto' }}>
      {blob.size > TEXT_PREVIEW_LIMIT && (
        <Text size="xs" c="dimmed" p="xs" data-text-cut>
          Showing the first {formatFileSize(TEXT_PREVIEW_LIMIT)} of {formatFileSize(blob.size)};
          download the file to see all of it.
        </Text>
      )}
      <Code
        block
        data-text-preview
        style={{
          fontSize: `calc(var(--mantine-font-size-sm) * ${zoom})`,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          minHeight: '100%',
        }}
      >
        {read.text}
      </Code>
    </Box>
  );
}
