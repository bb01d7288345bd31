import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  content: Buffer | string;
  contentType?: string;
}

/**
 * A multipart/form-data body with text fields and at most a few files, for app.inject;
 * `fieldsAfter` come after the files (a server must not rely on fields arriving first).
 */
export function multipartBody(
  fields: Record<string, string>,
  files: FilePart[] = [],
  fieldsAfter: Record<string, string> = {},
) {
  const boundary = `----claims${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const addFields = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  };
  addFields(fields);
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  addFields(fieldsAfter);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
