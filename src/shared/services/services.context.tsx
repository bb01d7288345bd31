import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SyncStatusState } from '../../replication/sync-status.types';
import type { SessionState } from '../../session/session.store';
import type { Services } from './services.types';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}

export function useSession(): SessionState & { loggedIn: boolean } {
  const { session } = useServices();
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return { ...state, loggedIn: state.user !== null && state.token !== null };
}

export function useSyncStatus(): SyncStatusState {
  const { syncStatus } = useServices();
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.getState);
}
