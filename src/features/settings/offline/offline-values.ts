import { offlineSettingsSchema } from '../../../domain/settings.schema';
import type { FormValidation } from '../../../shared/ui/form/use-validated-form';
import { errorsByField, type FieldErrors, type GroupValue } from '../form/use-settings-group-form';
import { wholeNumberIn } from '../form/whole-number';

export type OfflineSettings = GroupValue<'offline'>;

/** The form's values: numbers as NumberInputs hold them, "all claims" as its own switch. */
export type OfflineValues = Omit<
  OfflineSettings,
  'syncInterval' | 'maxStorageSize' | 'claimsToStore'
> & {
  syncInterval: number | string;
  maxStorageSize: number | string;
  keepAllClaims: boolean;
  claimsToStore: number | string;
};

export const SYNC_INTERVAL_MESSAGE = 'Enter whole minutes between 1 and 1440';
export const STORAGE_MESSAGE = 'Enter whole megabytes between 10 and 100000';
export const CLAIMS_MESSAGE = 'Enter how many claims, between 1 and 100000';

export function offlineValues(settings: OfflineSettings): OfflineValues {
  const all = settings.claimsToStore === 'all';
  return {
    ...settings,
    keepAllClaims: all,
    claimsToStore: all ? 25 : settings.claimsToStore,
  };
}

export function validateOffline(
  values: OfflineValues,
  current: OfflineSettings,
): FormValidation<OfflineSettings, FieldErrors<OfflineValues>> {
  const { keepAllClaims, ...rest } = values;
  const numbers = {
    syncInterval: [wholeNumberIn(values.syncInterval, 1, 24 * 60), SYNC_INTERVAL_MESSAGE],
    maxStorageSize: [wholeNumberIn(values.maxStorageSize, 10, 100_000), STORAGE_MESSAGE],
    claimsToStore: [
      keepAllClaims ? 'all' : wholeNumberIn(values.claimsToStore, 1, 100_000),
      CLAIMS_MESSAGE,
    ],
  } as const;
  const errors: FieldErrors<OfflineValues> = {};
  for (const [field, [value, message]] of Object.entries(numbers)) {
    if (value === null) errors[field as keyof OfflineValues] = message;
  }
  // forceLocalClaims has its own endpoint (SPEC 7): a group save keeps the stored value.
  const parsed = offlineSettingsSchema.safeParse({
    ...rest,
    forceLocalClaims: current.forceLocalClaims,
    syncInterval: numbers.syncInterval[0] ?? current.syncInterval,
    maxStorageSize: numbers.maxStorageSize[0] ?? current.maxStorageSize,
    claimsToStore: numbers.claimsToStore[0] ?? current.claimsToStore,
  });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return {
    ok: false,
    errors: { ...(parsed.success ? {} : errorsByField(parsed.error.issues)), ...errors },
  };
}
