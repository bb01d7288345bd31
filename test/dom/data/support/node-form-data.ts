import { vi } from 'vitest';

/**
 * jsdom has its own FormData and Blob, which Node's fetch cannot send (it hangs or sends
 * "[object FormData]"); a browser's fetch takes its own. Tests that upload use Node's classes,
 * taken from Node's own Response, so the app code runs as in a browser.
 */
export async function useNodeFormData(): Promise<void> {
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
  const NodeBlob = (await new Response('x').blob()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
}
