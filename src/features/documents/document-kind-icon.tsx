import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconPhoto,
} from '@tabler/icons-react';
import type { DocumentKind } from '../../domain/document-kind';

const ICONS = {
  image: { Icon: IconPhoto, color: 'var(--mantine-color-teal-6)' },
  pdf: { Icon: IconFileTypePdf, color: 'var(--mantine-color-red-6)' },
  word: { Icon: IconFileTypeDoc, color: 'var(--mantine-color-blue-6)' },
  spreadsheet: { Icon: IconFileSpreadsheet, color: 'var(--mantine-color-green-7)' },
  text: { Icon: IconFileText, color: 'var(--mantine-color-gray-6)' },
  other: { Icon: IconFile, color: 'var(--mantine-color-gray-6)' },
} as const;

/** A document's type as an icon (its label comes with the row or card). */
export function DocumentKindIcon({ kind, size = 16 }: { kind: DocumentKind; size?: number }) {
  const { Icon, color } = ICONS[kind];
  return <Icon size={size} stroke={1.6} color={color} aria-hidden style={{ flexShrink: 0 }} />;
}
