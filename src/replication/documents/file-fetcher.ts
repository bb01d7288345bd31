import { API_BASE, API_TIMEOUT_MS } from '../../domain/constants';

/** Reads a file the API serves as raw bytes; null when it does not answer with the file. */
export type FileFetcher = (path: string) => Promise<Blob | null>;

export interface FileFetcherOptions {
  getToken: () => string | null;
  /**
   * Renews an expired access token through the API client (its single refresh flight: a second,
   * racing refresh would replay the refresh cookie and revoke the session).
   */
  renewToken?: () => Promise<unknown>;
  /** Absolute in tests; the app uses the same-origin `/api`. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Downloads go around the JSON API client: the body is the file, not an envelope. A 401 (the
 * access token expired) renews the token once and asks again.
 */
export function createFileFetcher(options: FileFetcherOptions): FileFetcher {
  const { getToken, renewToken, baseUrl = API_BASE, timeoutMs = API_TIMEOUT_MS } = options;
  const fetchOnce = async (path: string): Promise<Blob | 'unauthorized' | null> => {
    const token = getToken();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok) return null;
      const type = response.headers.get('content-type') ?? '';
      // A Blob of this realm: the stores and FormData of the page accept it.
      return new Blob([await response.arrayBuffer()], { type });
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  return async (path) => {
    const first = await fetchOnce(path);
    if (first !== 'unauthorized') return first;
    if (!renewToken) return null;
    await renewToken();
    const second = await fetchOnce(path);
    return second === 'unauthorized' ? null : second;
  };
}
