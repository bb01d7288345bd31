import { API_BASE, API_TIMEOUT_MS } from '../domain/constants';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../domain/user-account';
import {
  REFRESH_FAILED_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  UNREACHABLE_CODE,
  type ApiClient,
  type ApiError,
  type ApiResult,
  type HttpMethod,
  type RequestOptions,
} from './api.types';
import { isAuthEndpoint, redirectsOnAuthLoss } from './auth-paths';
import type { AuthStorage } from './auth-storage';
import { camelizeKeys } from './case-convert';
import { normaliseError } from './error-shape';
import { encodeBody } from './request-body';
import { unwrapBody } from './response-shape';
import { sendRequest, type RawResponse } from './send-request';
import { sendWithProgress } from './send-with-progress';
import { createTokenRefresher } from './token-refresher';

export interface ApiClientOptions {
  storage: AuthStorage;
  /** Absolute in tests (`http://127.0.0.1:port/api`); the app uses the same-origin `/api`. */
  baseUrl?: string;
  timeoutMs?: number;
  /**
   * Called after a failed refresh (outside claims/contacts calls): the app goes to /login. With a
   * reason when the session cannot come back (the account was deactivated): then on any call.
   */
  onAuthLost?: (reason?: string) => void;
  /**
   * Sends form data with XMLHttpRequest when a caller asks for upload progress (the browser app);
   * off, such calls go through fetch and report no progress (Node and jsdom tests).
   */
  uploadProgress?: boolean;
}

const unreachable: ApiError = {
  status: 'error',
  code: UNREACHABLE_CODE,
  message: SERVER_UNREACHABLE_MESSAGE,
};
const refreshFailed: ApiError = { status: 'error', code: 401, message: REFRESH_FAILED_MESSAGE };

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { storage, baseUrl = API_BASE, timeoutMs = API_TIMEOUT_MS, onAuthLost } = options;
  const withProgress = options.uploadProgress === true && typeof XMLHttpRequest === 'function';
  const refreshToken = createTokenRefresher(baseUrl, timeoutMs, storage);

  function send(method: HttpMethod, path: string, body: unknown, opts?: RequestOptions) {
    const { body: wireBody, contentType } = encodeBody(path, body);
    const headers: Record<string, string> = { Accept: 'application/json', ...opts?.headers };
    if (contentType) headers['Content-Type'] = contentType;
    const token = storage.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const timeout = opts?.timeoutMs ?? timeoutMs;
    if (withProgress && opts?.onUploadProgress) {
      const { onUploadProgress, signal } = opts;
      const progress = { method, headers, body: wireBody, onUploadProgress, signal };
      return sendWithProgress(`${baseUrl}${path}`, progress, timeout);
    }
    const init: RequestInit = { method, headers, body: wireBody, credentials: 'same-origin' };
    return sendRequest(`${baseUrl}${path}`, init, timeout, opts?.signal);
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<ApiResult<T>> {
    const first = await send(method, path, body, opts);
    if (first === 'unreachable') return unreachable;
    if (first.httpStatus !== 401 || isAuthEndpoint(path)) return toResult<T>(first, opts);

    const outcome = await refreshToken();
    if (outcome === 'unreachable') return unreachable;
    if (outcome === 'deactivated') {
      // Not a session to wait out on local data: the queue must stop and the user be told.
      storage.clear();
      onAuthLost?.(ACCOUNT_DEACTIVATED_MESSAGE);
      return { status: 'error', code: 401, message: ACCOUNT_DEACTIVATED_MESSAGE };
    }
    if (outcome === 'rejected') {
      storage.clear();
      if (redirectsOnAuthLoss(path)) onAuthLost?.();
      return refreshFailed;
    }
    const retry = await send(method, path, body, opts);
    return retry === 'unreachable' ? unreachable : toResult<T>(retry, opts);
  }

  return {
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
  };
}

function toResult<T>(response: RawResponse, opts?: RequestOptions): ApiResult<T> {
  if (response.httpStatus >= 200 && response.httpStatus < 300) {
    const body = opts?.envelope ? response.body : unwrapBody(response.body);
    return { status: 'ok', code: response.httpStatus, data: camelizeKeys(body) as T };
  }
  return normaliseError(response.httpStatus, response.body);
}
