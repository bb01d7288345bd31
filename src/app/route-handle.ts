import type { RouteId } from '../shared/routes/route-table';

/** Metadata on every route object: which entry of the route table it is, and its title. */
export interface RouteHandle {
  id: RouteId;
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof (value as RouteHandle | undefined)?.title === 'string';
}
