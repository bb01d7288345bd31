import type { ApiClient, ApiResult } from '../../../../src/api/api.types';

type Row = Record<string, unknown>;

/**
 * A stand-in server for pull tests that need rows the real server would never send: list paths
 * answer checkpoint pages of the rows a test puts there, by (updatedAt, id) as
 * server/sync/checkpoint.ts orders them; every other list is empty. Writes are refused.
 */
export interface PagedApi {
  api: ApiClient;
  /** Rows of the list whose path ends with `/<resource>`. */
  rows: Map<string, Row[]>;
  /** The checkpoint each pull of a resource asked from (null: from the start). */
  asked: { resource: string; checkpoint: Row | null }[];
}

const byOrder = (a: Row, b: Row) =>
  String(a.updatedAt).localeCompare(String(b.updatedAt)) ||
  String(a.id).localeCompare(String(b.id));

export function pagedApi(): PagedApi {
  const rows = new Map<string, Row[]>();
  const asked: PagedApi['asked'] = [];
  const ok = <T>(data: unknown): ApiResult<T> => ({ status: 'ok', code: 200, data: data as T });

  function get<T>(path: string): Promise<ApiResult<T>> {
    const url = new URL(path, 'http://local');
    const resource = url.pathname.split('/').pop() ?? '';
    if (url.pathname.endsWith('/settings')) return Promise.resolve(ok({}));
    if (url.pathname.endsWith('/preferences')) return Promise.resolve(ok({ version: 0 }));
    const limit = Number(url.searchParams.get('limit') ?? 500);
    const raw = url.searchParams.get('checkpoint');
    const from = raw ? (JSON.parse(raw) as { updated_at: string; id: string }) : null;
    asked.push({ resource, checkpoint: from });
    const after = (row: Row) =>
      !from || byOrder(row, { updatedAt: from.updated_at, id: from.id }) > 0;
    const page = [...(rows.get(resource) ?? [])].sort(byOrder).filter(after).slice(0, limit);
    const last = page.at(-1);
    const checkpoint = last ? { updatedAt: last.updatedAt, id: last.id } : null;
    return Promise.resolve(ok({ data: page, checkpoint }));
  }
  const refuse = <T>(): Promise<ApiResult<T>> =>
    Promise.resolve({ status: 'error', code: 405, message: 'read-only test server' });
  const api: ApiClient = {
    request: (method, path) => (method === 'GET' ? get(path) : refuse()),
    get,
    post: refuse,
    put: refuse,
    delete: refuse,
  };
  return { api, rows, asked };
}
