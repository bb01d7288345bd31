import { z } from 'zod';

export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from your authenticator app';

export const confirmBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, CODE_FORMAT_MESSAGE),
});

/** Turning 2FA off or replacing the codes: the current password, or a current or recovery code. */
export const reauthenticationBody = z.union([
  z.object({ password: z.string().min(1, 'Enter your password').max(1024) }),
  z.object({ code: z.string().trim().min(6, CODE_FORMAT_MESSAGE).max(64) }),
]);

export const loginCodeBody = z.object({
  challenge: z.string().min(1, 'The sign-in has expired. Enter your password again.').max(2048),
  code: z.string().trim().min(1, 'Enter the code').max(64),
});
