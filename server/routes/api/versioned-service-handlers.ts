import type { AuthContext } from '../../plugins/app/authentication';
import { expectedVersion } from '../../sync/if-match';
import type { IdRequest } from '../../sync/published-write';

/** A service whose writes take the caller, the row id and the If-Match version. */
export interface VersionedService<Body, Wire> {
  update(caller: AuthContext, id: string, body: Body, expected?: number): Promise<Wire>;
  remove(caller: AuthContext, id: string, expected?: number): Promise<Wire>;
}

/** `PUT` and `DELETE /resource/:id` handlers answering `{data}` with what the service returns. */
export function versionedServiceHandlers<Body, Wire>(service: VersionedService<Body, Wire>) {
  return {
    update: async (request: IdRequest & { body: Body }) => ({
      data: await service.update(
        request.auth,
        request.params.id,
        request.body,
        expectedVersion(request.headers['if-match']),
      ),
    }),
    remove: async (request: IdRequest) => ({
      data: await service.remove(
        request.auth,
        request.params.id,
        expectedVersion(request.headers['if-match']),
      ),
    }),
  };
}
