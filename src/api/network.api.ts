import type { ApiClient, ApiResult } from './api.types';

/** The address the server sees this device calling from (what the IP allow-list is checked on). */
export function fetchCallerAddress(api: ApiClient): Promise<ApiResult<{ ip: string }>> {
  return api.get<{ ip: string }>('/me/network');
}
