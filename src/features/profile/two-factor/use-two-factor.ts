import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../api/api.types';
import {
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactor,
} from '../../../api/two-factor.api';
import type {
  TwoFactorEnrolment,
  TwoFactorProof,
  TwoFactorStatus,
} from '../../../api/two-factor.api';
import { useServices, useSyncStatus } from '../../../shared/services/services.context';

export const LOAD_FAILED = 'Could not read whether two-factor authentication is on';

/** A refused request: `fields` names what was wrong, where the form shows it. */
export interface Refusal {
  message: string;
  fields: Record<string, string>;
}

export type Outcome = { ok: true } | { ok: false; refusal: Refusal };

const refusalOf = (result: Extract<ApiResult<unknown>, { status: 'error' }>): Refusal => ({
  message: result.message,
  fields: result.details ?? {},
});

/**
 * The caller's two-factor state and its actions. The secret and the recovery codes live in this
 * hook's state only: the server shows each once, and they are gone when the page closes.
 */
export function useTwoFactor() {
  const { api, session } = useServices();
  const { online, serverReachable } = useSyncStatus();
  const connected = online && serverReachable;
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = useCallback((result: ApiResult<TwoFactorStatus>) => {
    if (result.status === 'error') {
      setLoadError(result.message || LOAD_FAILED);
      return;
    }
    setLoadError(null);
    setStatus(result.data);
  }, []);

  useEffect(() => {
    if (!connected) return;
    let current = true;
    void fetchTwoFactorStatus(api).then((result) => current && apply(result));
    return () => {
      current = false;
    };
  }, [api, apply, connected, attempt]);

  const reload = async () => apply(await fetchTwoFactorStatus(api));

  /** Runs one request; afterwards the status and the session's user (forced set-up) are re-read. */
  async function act<T>(
    request: () => Promise<ApiResult<T>>,
    onDone: (data: T) => void,
  ): Promise<Outcome> {
    setBusy(true);
    try {
      const result = await request();
      if (result.status === 'error') return { ok: false, refusal: refusalOf(result) };
      onDone(result.data);
      await Promise.all([reload(), session.revalidate()]);
      return { ok: true };
    } finally {
      setBusy(false);
    }
  }

  return {
    connected,
    status,
    loadError,
    busy,
    enrolment,
    recoveryCodes,
    retry: () => setAttempt((n) => n + 1),
    start: () => act(() => startTwoFactor(api), setEnrolment),
    cancelSetUp: () => setEnrolment(null),
    confirm: (code: string) =>
      act(
        () => confirmTwoFactor(api, code),
        (data) => {
          setEnrolment(null);
          setRecoveryCodes(data.recoveryCodes);
        },
      ),
    disable: (proof: TwoFactorProof) =>
      act(
        () => disableTwoFactor(api, proof),
        () => undefined,
      ),
    regenerate: (proof: TwoFactorProof) =>
      act(
        () => regenerateRecoveryCodes(api, proof),
        (data) => setRecoveryCodes(data.recoveryCodes),
      ),
    /** "I saved them": the codes leave the screen for good. */
    dismissCodes: () => setRecoveryCodes(null),
  };
}

export type TwoFactorModel = ReturnType<typeof useTwoFactor>;
