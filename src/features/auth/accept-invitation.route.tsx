import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { UNREACHABLE_CODE } from '../../api/api.types';
import { fetchInvitation, type PublicInvitation } from '../../api/invites.api';
import { PRODUCT_NAME } from '../../domain/constants';
import { routePath } from '../../shared/routes/route-table';
import { useServices } from '../../shared/services/services.context';
import { AcceptInvitationFields } from './accept-invitation-fields';
import type { AcceptInput } from './accept-invitation-form';
import { LoginCard } from './login-card';

export const INVITATION_OFFLINE =
  'Accepting an invitation needs a connection to the server. Check your connection and try again.';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; invitation: PublicInvitation }
  | { kind: 'unusable'; message: string }
  | { kind: 'offline' };

// /invite/:token (public): who invited you where, then name and password. On success the session
// starts as after a login, and the PublicOnly guard takes the new user to the dashboard.
export function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  const { api, session } = useServices();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void fetchInvitation(api, token).then((result) => {
      if (!current) return;
      if (result.status === 'ok') setLoaded({ kind: 'ready', invitation: result.data });
      else if (result.code === UNREACHABLE_CODE) setLoaded({ kind: 'offline' });
      else setLoaded({ kind: 'unusable', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [api, token, attempt]);

  const retry = useCallback(() => {
    setLoaded({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  async function submit(input: AcceptInput) {
    setSubmitting(true);
    setError(null);
    const outcome = await session.acceptInvitation(token, input);
    if (!outcome.ok) {
      setError(outcome.message);
      setSubmitting(false);
    }
  }

  if (loaded.kind === 'loading') {
    return (
      <LoginCard productName={PRODUCT_NAME} title="Your invitation" subtitle="Checking the link…">
        <Stack align="center" role="status" aria-label="Checking the invitation">
          <Loader type="dots" />
        </Stack>
      </LoginCard>
    );
  }
  if (loaded.kind !== 'ready') {
    const offline = loaded.kind === 'offline';
    return (
      <LoginCard
        productName={PRODUCT_NAME}
        title={offline ? 'You are offline' : 'This invitation cannot be used'}
        subtitle={offline ? INVITATION_OFFLINE : loaded.message}
      >
        <Stack align="center" gap="sm" role="alert">
          {offline && <Button onClick={retry}>Try again</Button>}
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to={routePath('login')}>
              Go to login
            </Anchor>
          </Text>
        </Stack>
      </LoginCard>
    );
  }

  const { invitation } = loaded;
  return (
    <LoginCard
      productName={PRODUCT_NAME}
      title={`Join ${invitation.organizationName}`}
      subtitle={
        <>
          You are invited as <strong>{invitation.role}</strong>. Choose your name and a password.
        </>
      }
    >
      <AcceptInvitationFields
        email={invitation.email}
        policy={invitation.passwordPolicy}
        loading={submitting}
        error={error}
        onSubmit={(input) => void submit(input)}
      />
    </LoginCard>
  );
}
