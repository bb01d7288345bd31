import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/services/services.context';
import { useClaim } from '../../../collections/claims/claims.hooks';
import { useContacts } from '../../../collections/contacts/contacts.hooks';
import { useAppDatabase } from '../../../collections/database.context';
import type { ClaimInput } from '../../../domain/claim.schema';
import { ClaimForm } from './claim-form';
import { claimToFormValues } from './claim-form-values';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useClaimStatuses, useContactOptions, useUserOptions } from '../claim-options.hooks';
import { saveClaimEdit, saveNewClaim } from './save-claim';
import { routePath } from '../../../shared/routes/route-table';

export interface ClaimFormContainerProps {
  mode: 'create' | 'edit';
  claimId?: string;
  /** Called after a save (with the claim's id) or a cancel (without). */
  onDone: (claimId?: string) => void;
}

const FAILURE = { create: 'Failed to add claim', edit: 'Failed to update claim' } as const;

/**
 * Creates or edits a claim through the local collections: the change is queued and shown at once
 * (a created claim has a temp- id until synced), so it works offline. A create opens the claim.
 */
export function ClaimFormContainer({ mode, claimId, onDone }: ClaimFormContainerProps) {
  const db = useAppDatabase();
  const { user } = useSession();
  const navigate = useNavigate();
  const { claim, loading } = useClaim(mode === 'edit' ? claimId : undefined);
  const { contacts: allContacts } = useContacts();
  const contacts = useContactOptions();
  const users = useUserOptions();
  const statuses = useClaimStatuses();
  const statusNames = useMemo(() => statuses.map((s) => s.name), [statuses]);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The form seeds its state once, so later live changes of the claim never wipe the user's edits.
  const initialValues = claim ? claimToFormValues({ ...claim, deleted: false }) : undefined;

  if (mode === 'edit' && !initialValues) {
    return (
      <StatePanel
        state={
          loading
            ? { kind: 'loading', label: 'Loading claim…' }
            : { kind: 'error', message: 'Claim not found' }
        }
      />
    );
  }

  async function submit(input: ClaimInput) {
    if (!db || !user) return setSubmitError('You are not signed in.');
    setSubmitting(true);
    setSubmitError(null);
    const known = new Set([
      ...allContacts.map((c) => c.id),
      ...(claim?.customers ?? []).map((c) => c.id),
    ]);
    try {
      if (mode === 'create') {
        const id = await saveNewClaim(db, input, known, user);
        void navigate(routePath('claimDetails', { id }));
        onDone(id);
      } else if (claimId) {
        await saveClaimEdit(db, claimId, input, known, user);
        onDone(claimId);
      }
    } catch (error) {
      setSubmitError(error instanceof Error && error.message ? error.message : FAILURE[mode]);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ClaimForm
      key={initialValues ? claimId : 'new'}
      mode={mode}
      initialValues={initialValues}
      contacts={contacts}
      users={users}
      statuses={statusNames}
      onSubmit={(input) => void submit(input)}
      onCancel={() => onDone()}
      submitting={submitting}
      submitError={submitError}
    />
  );
}
