import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { cleanRichHtml } from '../../../domain/cleaning/rich-html';
import type { UploadSettings } from '../../../collections/documents/prepare-upload';
import { AttachmentPicker } from './attachment-picker';
import { useMentionPeople } from './mention-people';
import { MentionPicker } from './mention-picker';
import './note-mention.css';
import { createMentionMenu, noteMentionExtension } from './note-mention';
import { richTextExtensions, RichTextToolbar } from '../../../shared/ui/rich-text-controls';

export interface NoteDraft {
  /** Already through the rich-HTML rule. */
  html: string;
  isClientVisible: boolean;
  /** Uploaded before the note is added; each already within the documents settings. */
  files: File[];
}

export interface NoteComposerProps {
  label: string;
  submitLabel?: string;
  onSubmit: (draft: NoteDraft) => void;
  onCancel?: () => void;
  defaultClientVisible?: boolean;
  autoFocus?: boolean;
  /** The documents settings; without them (or the right to upload) no files can be attached. */
  attachmentLimits?: UploadSettings | null;
}

/**
 * A small rich-text editor for notes and replies, with `@name` to mention a colleague (the team of
 * MentionPeopleContext); its HTML leaves only through the rich-HTML rule.
 */
export function NoteComposer(props: NoteComposerProps) {
  const {
    label,
    submitLabel = 'Add note',
    onSubmit,
    onCancel,
    autoFocus,
    attachmentLimits,
  } = props;
  const [clientVisible, setClientVisible] = useState(props.defaultClientVisible ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [checkingFiles, setCheckingFiles] = useState(false);
  // Each sent note starts the picker afresh: a refusal shown for the last note is not this one's.
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const people = useMentionPeople();
  const [menu] = useState(createMentionMenu);
  useEffect(() => menu.setPeople(people), [menu, people]);
  const editor = useEditor({
    extensions: [...richTextExtensions(), noteMentionExtension(menu)],
    content: '',
    autofocus: autoFocus ? 'end' : false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: () => setError(null),
  });

  const submit = () => {
    if (!editor || checkingFiles) return;
    const html = cleanRichHtml(editor.getHTML());
    if (editor.isEmpty || !editor.getText().trim()) return setError('Write something first');
    onSubmit({ html, isClientVisible: clientVisible, files });
    editor.commands.clearContent();
    setFiles([]);
    setSent((n) => n + 1);
    setClientVisible(props.defaultClientVisible ?? false);
  };

  return (
    <Stack gap={6}>
      <RichTextEditor editor={editor} variant="subtle" styles={{ content: { minHeight: 72 } }}>
        <RichTextToolbar />
        <RichTextEditor.Content
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
          }}
        />
      </RichTextEditor>
      <MentionPicker menu={menu} />
      {attachmentLimits && (
        <AttachmentPicker
          key={sent}
          files={files}
          settings={attachmentLimits}
          onAdd={(added) => setFiles((all) => [...all, ...added])}
          onChange={setFiles}
          onCheckingChange={setCheckingFiles}
        />
      )}
      {error && (
        <Text size="xs" c="var(--app-danger-text)" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Switch
          size="xs"
          label="Visible to the client"
          checked={clientVisible}
          onChange={(event) => setClientVisible(event.currentTarget.checked)}
        />
        <Group gap="xs">
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button size="xs" onClick={submit} disabled={checkingFiles}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
