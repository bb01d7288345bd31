import { RichTextEditor } from '@mantine/tiptap';
import StarterKit from '@tiptap/starter-kit';

/** What a rich-text field offers (bold, italic, lists, links): links open only on purpose. */
export const richTextExtensions = () => [
  StarterKit.configure({
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
  }),
];

/** The toolbar of every rich-text field, matching richTextExtensions. */
export function RichTextToolbar() {
  return (
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
  );
}
