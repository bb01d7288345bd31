import { useEffect, useState } from 'react';
import type { RxCollection } from 'rxdb';
import { useAppDatabase } from '../../../collections/database.context';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../../session/activity';

const SECURITY_SETTINGS_ID = 'settings:security';

function validMinutes(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_SESSION_TIMEOUT_MINUTES;
}

/** The organization's `security.sessionTimeout` in minutes (SPEC 9, default 30), live. */
export function useSessionTimeoutMinutes(): number {
  const db = useAppDatabase();
  const [minutes, setMinutes] = useState(DEFAULT_SESSION_TIMEOUT_MINUTES);

  useEffect(() => {
    const collections = db?.collections as Record<string, RxCollection | undefined> | undefined;
    const config = collections?.config;
    if (!config) return;
    const subscription = config.findOne(SECURITY_SETTINGS_ID).$.subscribe((doc) => {
      const value = doc?.get('value') as { sessionTimeout?: unknown } | undefined;
      setMinutes(validMinutes(value?.sessionTimeout));
    });
    return () => subscription.unsubscribe();
  }, [db]);

  return minutes;
}
