import type { Connectivity } from './sync-status.types';

export function connectivityText(connectivity: Connectivity): string {
  switch (connectivity) {
    case 'checking':
      return 'Checking connection…';
    case 'connected':
      return 'Connected';
    case 'server-unreachable':
      return 'Server is not reachable';
    case 'offline':
      return 'Offline';
  }
}

export function lastSyncedText(at: Date): string {
  return `Last synced at ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}
