import type { PersonName } from '../../domain/person-name.schema';
import type { AppDatabase } from '../app-database';
import { itemPath, recordWrites } from '../sync-queue/record-writes';

const users = recordWrites('users');

/**
 * The profile's rename: queued like every write (offline too), sent as `PUT /users/{id}`, which
 * lets anyone change their own names and nothing else of themselves. A user whose role does not
 * pull the users list has no local record: the queue sends it all the same.
 */
export async function renameSelf(db: AppDatabase, userId: string, name: PersonName): Promise<void> {
  await users.merge(
    db,
    { id: userId, endpoint: itemPath('/users', userId), data: { user: name }, fields: name },
    userId,
  );
}
