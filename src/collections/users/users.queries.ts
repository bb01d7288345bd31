import type { UsersCollection } from './users.collection';

export function usersByNameQuery(users: UsersCollection) {
  return users.find({ sort: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }] });
}
