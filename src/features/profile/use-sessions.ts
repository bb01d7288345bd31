import { useCallback, useEffect, useState } from 'react';
import { endOtherSessions, endSession, fetchSessions } from '../../api/profile.api';
import type { ActiveSession } from '../../api/profile.api';
import type { ApiResult } from '../../api/api.types';
import { useServices } from '../../shared/services/services.context';
import { runAction } from '../../shared/ui/report-failure';
import { useServerReachable } from './use-server-reachable';

export const SESSIONS_LOAD_FAILED = 'Could not read your sessions';
export const SESSION_END_FAILED = 'The session could not be logged out';
export const OTHERS_END_FAILED = 'Your other sessions could not be logged out';

async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (answer.status === 'error') throw new Error(answer.message);
  return answer.data;
}

export type SessionsState =
  | { kind: 'offline' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; sessions: ActiveSession[] };

/** The user's sessions, read from the server when it answers (again after `reloadKey` moves). */
export function useSessions(reloadKey: number) {
  const { api } = useServices();
  const reachable = useServerReachable();
  const [loaded, setLoaded] = useState<ActiveSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!reachable) return;
    let current = true;
    runAction(async () => {
      try {
        const sessions = await unwrap(fetchSessions(api));
        if (!current) return;
        setLoaded(sessions);
        setFailed(false);
      } catch (error) {
        if (current) setFailed(true);
        throw error;
      }
    }, SESSIONS_LOAD_FAILED);
    return () => {
      current = false;
    };
  }, [api, reachable, reloadKey, attempt]);

  const act = useCallback((work: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    runAction(
      () =>
        work()
          .then(() => setAttempt((n) => n + 1))
          .finally(() => setBusy(false)),
      failure,
    );
  }, []);

  const state: SessionsState = !reachable
    ? { kind: 'offline' }
    : failed
      ? { kind: 'failed' }
      : loaded
        ? { kind: 'loaded', sessions: loaded }
        : { kind: 'loading' };

  return {
    state,
    busy,
    retry: () => setAttempt((n) => n + 1),
    end: (id: string) => act(() => unwrap(endSession(api, id)), SESSION_END_FAILED),
    endOthers: () => act(() => unwrap(endOtherSessions(api)), OTHERS_END_FAILED),
  };
}
