// Every call resolves to one of these two shapes; callers never see a thrown network error.
export interface ApiError {
  status: 'error';
  code: number;
  message: string;
  details?: Record<string, string>;
  /** The record a 409 carries (DESIGN.md "optimistic concurrency"), camelCased. */
  data?: unknown;
}

export interface ApiSuccess<T> {
  status: 'ok';
  code: number;
  data: T;
}

export type ApiResult<T> = ApiSuccess<T> | ApiError;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Overrides the 10 s default, e.g. the connectivity ping uses 15 s. */
  timeoutMs?: number;
  /** Extra request headers, e.g. `Idempotency-Key` and `If-Match` of queued writes. */
  headers?: Record<string, string>;
  /** Keep the whole (camelCased) body instead of unwrapping `data`, e.g. `{data, checkpoint}`. */
  envelope?: boolean;
  /** Form data only: bytes sent so far (the exchange then uses XMLHttpRequest). */
  onUploadProgress?: (progress: { loaded: number; total: number }) => void;
  /** Form data only, with onUploadProgress: aborts the upload (answered as unreachable). */
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
}

/** HTTP code used for "no answer at all" (network error or timeout). */
export const UNREACHABLE_CODE = 0;
export const SERVER_UNREACHABLE_MESSAGE = 'Server is not reachable';
export const REFRESH_FAILED_MESSAGE = 'Authentication required: token refresh failed';
