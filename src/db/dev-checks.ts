import type { RxStorage } from 'rxdb';

// Dev-mode and schema validation cost time on every write and dev-mode adds a tracking iframe,
// so they are loaded only in development and tests; the production bundle never contains them.
export async function withDevChecks<I, O>(storage: RxStorage<I, O>): Promise<RxStorage<I, O>> {
  const [{ addRxPlugin }, devMode, { wrappedValidateAjvStorage }] = await Promise.all([
    import('rxdb'),
    import('rxdb/plugins/dev-mode'),
    import('rxdb/plugins/validate-ajv'),
  ]);
  devMode.disableWarnings();
  addRxPlugin(devMode.RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage });
}
