import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/routes/route-table';
import { useSession } from '../../../shared/services/services.context';
import { PageHeader } from '../../../shared/ui/page-header';
import { StatePanel } from '../../../shared/ui/state-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorStatusCard } from './two-factor-status-card';
import { useTwoFactor } from './use-two-factor';

export const OFFLINE_MESSAGE = 'Connect to the server to manage two-factor authentication';
export const REQUIRED_MESSAGE =
  'Your organization requires two-factor authentication. Set it up to continue.';

// Profile › Two-factor authentication (issue 15): the caller's own TOTP. Also the one screen a
// user whose organization requires 2FA sees until it is set up (src/app/guards.tsx).
export function TwoFactorRoute() {
  const model = useTwoFactor();
  const { user } = useSession();
  const navigate = useNavigate();
  // Sent here by the guard: once set up and the codes saved, the app opens.
  const [forced] = useState(() => user?.twoFactorEnrolmentRequired === true);
  const { status, enrolment, recoveryCodes } = model;

  async function start() {
    const outcome = await model.start();
    if (!outcome.ok) notifications.show({ color: 'red', message: outcome.refusal.message });
  }

  function saved() {
    model.dismissCodes();
    if (forced) void navigate(routePath('dashboard'), { replace: true });
  }

  return (
    <>
      <PageHeader
        title="Two-factor authentication"
        description="A code from an authenticator app on your phone, asked for after your password when you sign in."
      />
      <Stack gap="lg" maw={760}>
        {status?.required && !status.enabled && (
          <Alert color="blue" variant="light" role="status">
            {REQUIRED_MESSAGE}
          </Alert>
        )}
        {!model.connected ? (
          <Alert color="gray" variant="light">
            {OFFLINE_MESSAGE}
          </Alert>
        ) : recoveryCodes ? (
          <RecoveryCodesPanel codes={recoveryCodes} onSaved={saved} />
        ) : enrolment ? (
          <TwoFactorSetup
            enrolment={enrolment}
            busy={model.busy}
            onConfirm={model.confirm}
            onCancel={model.cancelSetUp}
          />
        ) : model.loadError && !status ? (
          <StatePanel state={{ kind: 'error', message: model.loadError, onRetry: model.retry }} />
        ) : !status ? (
          <StatePanel state={{ kind: 'loading' }} />
        ) : (
          <TwoFactorStatusCard
            status={status}
            busy={model.busy}
            onStart={() => void start()}
            onDisable={model.disable}
            onRegenerate={model.regenerate}
          />
        )}
      </Stack>
    </>
  );
}
