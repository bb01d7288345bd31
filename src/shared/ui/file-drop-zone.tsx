import { Box } from '@mantine/core';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

/**
 * A box to drop files on, or to click (Enter, Space) to choose them. Native drag and drop: the
 * Mantine dropzone's react-dropzone 20 asks for Node 22, which this project does not require.
 */
export function FileDropZone(props: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  label: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    if (!props.disabled && files && files.length > 0) props.onFiles([...files]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      role="button"
      tabIndex={props.disabled ? -1 : 0}
      aria-disabled={props.disabled || undefined}
      data-upload-dropzone
      data-over={over || undefined}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      p="md"
      bd={`1px dashed var(--mantine-color-${over ? 'blue-6' : 'default-border'})`}
      bg={over ? 'var(--mantine-color-blue-light)' : undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        cursor: props.disabled ? 'not-allowed' : 'pointer',
        opacity: props.disabled ? 0.6 : 1,
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={props.label}
        disabled={props.disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {props.children}
    </Box>
  );
}
