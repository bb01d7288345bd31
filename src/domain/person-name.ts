// A person's name as every screen shows it. Apart from the zod schemas so that code on the first
// load (the shell, the lock screen) can use it without loading zod.

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
