import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../shared/ui/form/form-error';

export interface LoginFormProps {
  onSubmit: (email: string, password: string) => void;
  loading: boolean;
  error: string | null;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginForm({ onSubmit, loading, error }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = 'Enter your email';
    if (!password) errors.password = 'Enter your password';
    setFieldErrors(errors);
    if (!errors.email && !errors.password) onSubmit(email.trim(), password);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="md">
        <FormError error={error} />
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@company.com"
          required
          autoFocus
          value={email}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={loading} mt="xs">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
