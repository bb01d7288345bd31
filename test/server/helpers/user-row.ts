import { eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { users } from '../../../server/db/schema/users';
import type { UserRow } from '../../../server/repositories/user.repository';

/** A demo user's row straight from the database, for fixtures that need ids the API hides. */
export async function userRow(app: App, email: string): Promise<UserRow> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}
