import { Input, Stack } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';

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
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
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
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Stack>
  );
}
