import { Input, Stack } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useId } from 'react';
import { richTextExtensions, RichTextToolbar } from './rich-text-controls';

export interface RichTextInputProps {
  label: string;
  /** The starting HTML; later changes of the prop do not reset what the user typed. */
  initialValue: string;
  /** The editor's HTML on every change (raw: clean it with the rich-HTML rule before saving). */
  onChange: (html: string) => void;
  minHeight?: number;
}

/** A labelled rich-text field (bold, italic, lists, links) for descriptions. */
export function RichTextInput({
  label,
  initialValue,
  onChange,
  minHeight = 96,
}: RichTextInputProps) {
  const id = useId();
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: initialValue,
    editorProps: {
      attributes: {
        'aria-labelledby': id,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Stack gap={4}>
      <Input.Label id={id}>{label}</Input.Label>
      <RichTextEditor editor={editor} variant="subtle" styles={{ content: { minHeight } }}>
        <RichTextToolbar />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Stack>
  );
}
