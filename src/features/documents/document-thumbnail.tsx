import { Box, Center } from '@mantine/core';
import { useEffect, useState } from 'react';
import { storedDocumentFile } from '../../collections/documents/document-files';
import { useAppDatabase } from '../../collections/database.context';
import { isThumbnailable } from '../../domain/document-kind';
import { DocumentKindIcon } from './document-kind-icon';
import type { DocumentRow } from './document-rows';

/**
 * An image document drawn from its bytes on this device (decrypted on demand, released when the
 * card scrolls away); any other document, or one whose bytes are not here, shows its type icon.
 */
export function DocumentThumbnail({ row, height }: { row: DocumentRow; height: number }) {
  const db = useAppDatabase();
  const { doc, stored } = row;
  const drawable = stored && isThumbnailable(doc);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!db || !drawable) return;
    let objectUrl: string | null = null;
    let live = true;
    void storedDocumentFile(db, doc.id).then((file) => {
      if (!live || !file) return;
      objectUrl = URL.createObjectURL(file);
      setUrl(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [db, doc.id, drawable]);
  return (
    <Box
      h={height}
      bg="gray.0"
      style={{ overflow: 'hidden', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {url ? (
        <img
          src={url}
          alt=""
          data-thumbnail={doc.id}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h="100%">
          <DocumentKindIcon kind={row.kind} size={40} />
        </Center>
      )}
    </Box>
  );
}
