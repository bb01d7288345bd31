import { routePath, type RouteId } from './route-table';

/** A list screen's parameter that opens its "New …" form (the `n c` / `n t` shortcuts). */
export const NEW_RECORD_PARAM = 'new';

export const newRecordLink = (route: RouteId) =>
  `${routePath(route)}?${new URLSearchParams({ [NEW_RECORD_PARAM]: '1' })}`;
