// Metadata on every route: its document title and which context bar it shows.
export type ContextBarKind =
  'dashboard' | 'claims' | 'claim-details' | 'tasks' | 'calendar' | 'clients';

export interface RouteHandle {
  title: string;
  contextBar?: ContextBarKind;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof (value as RouteHandle | undefined)?.title === 'string';
}
