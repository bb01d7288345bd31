import { z } from 'zod';

/** A first or last name: required, at most 100 characters (the users API and the profile form). */
export const personNameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);

export const personNameSchema = z.object({
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
});

export type PersonName = z.infer<typeof personNameSchema>;
