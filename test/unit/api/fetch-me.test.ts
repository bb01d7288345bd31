import { expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../../src/api/api.types';
import { fetchMe } from '../../../src/api/auth.api';

/** An API client whose GETs answer with the number of the request, counting them. */
function countingApi() {
  const paths: string[] = [];
  const api = {
    get: async (path: string): Promise<ApiResult<unknown>> => {
      paths.push(path);
      return { status: 'ok', data: { id: `answer-${paths.length}` } } as ApiResult<unknown>;
    },
  } as unknown as ApiClient;
  return { api, paths };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('shares one /me between callers of the same task, as a reconnect asks twice', async () => {
  const { api, paths } = countingApi();
  const session = fetchMe(api);
  // The pull's permission check starts a few microtasks later, in the same task.
  const permissions = Promise.resolve().then(() => fetchMe(api));
  expect(await session).toEqual(await permissions);
  expect(paths).toEqual(['/me']);
});

it('asks anew in a later task: what made it ask may postdate the answer under way', async () => {
  const { api, paths } = countingApi();
  const first = fetchMe(api);
  await nextTask();
  const second = fetchMe(api);
  expect((await first).status === 'ok' && (await second).status === 'ok').toBe(true);
  expect(paths).toEqual(['/me', '/me']);
  // Each client has its own requests.
  const other = countingApi();
  await fetchMe(other.api);
  expect(other.paths).toEqual(['/me']);
});
