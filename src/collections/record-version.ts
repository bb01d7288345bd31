/**
 * Whether a copy of a synced record is older than another by the server's version; records
 * without a version (device-only ones) never are.
 */
export function isOlderVersion(doc: Record<string, unknown>, than: Record<string, unknown>) {
  return typeof doc.version === 'number' && typeof than.version === 'number'
    ? doc.version < than.version
    : false;
}
