// SPEC 7: non-GET bodies travel as {payload: …}, except the login steps (credentials as-is) and
// form data.
const UNWRAPPED_PATHS = new Set(['/login', '/login/two_factor']);

export interface EncodedBody {
  body?: BodyInit;
  contentType?: string;
}

export function encodeBody(path: string, body: unknown): EncodedBody {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  const wire = UNWRAPPED_PATHS.has(path) ? body : { payload: body };
  return { body: JSON.stringify(wire), contentType: 'application/json' };
}
