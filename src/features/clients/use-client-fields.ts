import { useSettingsGroup } from '../../collections/config/config.hooks';
import type { ClientField } from '../../domain/client-fields';

/** The organization's own client fields (the clientSettings group), live, in their order. */
export function useClientFields(): readonly ClientField[] {
  return useSettingsGroup('clientSettings').fields;
}
