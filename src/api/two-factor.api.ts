import type { ApiClient } from './api.types';

// The caller's own two-factor authentication (server/routes/api/two-factor), camelCased.
export interface TwoFactorStatus {
  enabled: boolean;
  /** The organization requires it and the caller has not set it up yet. */
  required: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUri: string;
}

/** Proof for turning it off or replacing the codes: the password, or a current or recovery code. */
export type TwoFactorProof = { password: string } | { code: string };

export const fetchTwoFactorStatus = (api: ApiClient) => api.get<TwoFactorStatus>('/me/two_factor');

export const startTwoFactor = (api: ApiClient) =>
  api.post<TwoFactorEnrolment>('/me/two_factor/start');

export const confirmTwoFactor = (api: ApiClient, code: string) =>
  api.post<{ recoveryCodes: string[] }>('/me/two_factor/confirm', { code });

export const disableTwoFactor = (api: ApiClient, proof: TwoFactorProof) =>
  api.post<{ enabled: false }>('/me/two_factor/disable', proof);

export const regenerateRecoveryCodes = (api: ApiClient, proof: TwoFactorProof) =>
  api.post<{ recoveryCodes: string[] }>('/me/two_factor/recovery_codes', proof);
