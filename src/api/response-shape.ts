// SPEC 7: list and item responses arrive as a bare array, `data`, `data.data`, `items` or `results`.
export function unwrapBody(body: unknown): unknown {
  if (Array.isArray(body) || body === null || typeof body !== 'object') return body;
  const envelope = body as Record<string, unknown>;
  if ('data' in envelope) {
    const data = envelope.data;
    if (data !== null && typeof data === 'object' && !Array.isArray(data) && 'data' in data) {
      return (data as Record<string, unknown>).data;
    }
    return data;
  }
  if (Array.isArray(envelope.items)) return envelope.items;
  if (Array.isArray(envelope.results)) return envelope.results;
  return body;
}
