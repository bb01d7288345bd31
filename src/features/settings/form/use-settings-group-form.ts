import { useEffect, useRef, useState } from 'react';
import { useSettingsGroupState } from '../../../collections/config/config.hooks';
import { saveSettingsGroup } from '../../../collections/config/config.mutations';
import { hasPermission } from '../../../domain/permissions';
import type { defaultSettings, SettingsGroup } from '../../../domain/settings.defaults';
import { useSession } from '../../../shared/services/services.context';
import { useWriteAccess } from '../../../shared/services/use-write-access';
import { useValidatedForm, type FormValidation } from '../../../shared/ui/form/use-validated-form';
import { runAction } from '../../../shared/ui/report-failure';
import { sameJson } from '../../../shared/same-json';

export type GroupValue<G extends SettingsGroup> = ReturnType<typeof defaultSettings>[G];

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * One settings group as a form, once this device holds the group: the stored value, live (a save in another tab or pulled from the
 * server shows at once while the form holds no edit of its own), checked field by field on submit,
 * saved local first through the sync queue (so offline too), with the server as the authority.
 */
export function useSettingsGroupForm<G extends SettingsGroup, Values>(options: {
  group: G;
  toValues: (settings: GroupValue<G>) => Values;
  validate: (
    values: Values,
    current: GroupValue<G>,
  ) => FormValidation<GroupValue<G>, FieldErrors<Values>>;
  failure: string;
}) {
  const { group, toValues, validate, failure } = options;
  const { user } = useSession();
  const ready = useWriteAccess();
  const { value: settings, loading, stored } = useSettingsGroupState(group);
  const [saved, setSaved] = useState(false);
  const form = useValidatedForm(
    () => toValues(settings),
    (values: Values) => validate(values, settings),
    (next: GroupValue<G>) =>
      runAction(async () => {
        const { db, user: me } = ready();
        await saveSettingsGroup(db, me.organization_id, group, { ...next }, me.id);
        setSaved(true);
      }, failure),
  );

  // Follow the stored value while the form shows the previous one unchanged. `follow` compares
  // with the values as they are when applied: an edit typed in the same moment is kept.
  const shown = useRef(form.values);
  const { follow } = form;
  useEffect(() => {
    const next = toValues(settings);
    const seen = shown.current;
    shown.current = next;
    follow(seen, next, sameJson);
    // Only a new stored value matters here; the form's own edits must not trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const update = (patch: Partial<Values>) => {
    setSaved(false);
    form.update(patch);
  };
  // The server is the authority (DESIGN.md invariant 6); this only spares a doomed edit.
  const canEdit = hasPermission(user?.permissions, 'manage_settings');
  // Until the organization's values are here, the form would offer the defaults to edit over them.
  return { settings, loading: loading || !stored, canEdit, saved, ...form, update };
}

/** The first message per top-level field of a failed parse. */
export function errorsByField<Values>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field) errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Values>;
}
