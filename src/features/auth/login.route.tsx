import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useServices, useSession } from '../../shared/services/services.context';
import { PRODUCT_NAME } from '../../domain/constants';
import { LoginCard } from './login-card';
import { LoginCodeForm } from './login-code-form';
import { LoginForm } from './login-form';

/** After a correct password of an account with two-factor authentication: the code step. */
interface CodeStep {
  email: string;
  /** Kept in memory until the code is accepted: it wraps this device's data key. */
  password: string;
  challenge: string;
}

// On success the session changes and the PublicOnly guard sends the user on.
export function LoginRoute() {
  const { session } = useServices();
  const { endedReason } = useSession();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);

  async function submit(email: string, password: string) {
    setLoading(true);
    setError(null);
    const outcome = await session.login(email, password);
    if (outcome.ok) return;
    setLoading(false);
    if ('codeRequired' in outcome) {
      setCodeError(null);
      setCodeStep({ email, password, challenge: outcome.challenge });
    } else {
      setError(outcome.message);
    }
  }

  async function submitCode(step: CodeStep, code: string) {
    setLoading(true);
    setError(null);
    setCodeError(null);
    const outcome = await session.completeLogin(step.email, step.password, step.challenge, code);
    if (outcome.ok) return;
    setLoading(false);
    if (outcome.field === 'code') setCodeError(outcome.message);
    else setError(outcome.message);
  }

  function back() {
    setCodeStep(null);
    setError(null);
    setCodeError(null);
  }

  return (
    <LoginCard
      productName={PRODUCT_NAME}
      subtitle={codeStep ? 'Two-factor authentication' : undefined}
    >
      {endedReason && !error && !codeStep && (
        <Alert color="orange" variant="light" mb="md" role="status" title="You were signed out">
          {endedReason}
        </Alert>
      )}
      {codeStep ? (
        <LoginCodeForm
          onSubmit={(code) => void submitCode(codeStep, code)}
          onBack={back}
          loading={loading}
          codeError={codeError}
          error={error}
        />
      ) : (
        <LoginForm
          onSubmit={(email, password) => void submit(email, password)}
          loading={loading}
          error={error}
        />
      )}
    </LoginCard>
  );
}
