import type { UserAccount } from '../../api/users.api';

// Search and filters of the users screen: pure, so the dom tests check them without a server.

export type ActivityFilter = 'all' | 'active' | 'inactive';

export interface UsersFilter {
  search: string;
  role: string | null;
  activity: ActivityFilter;
}

export const EMPTY_USERS_FILTER: UsersFilter = { search: '', role: null, activity: 'all' };

export const fullName = (user: Pick<UserAccount, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export function isUsersFilterActive(filter: UsersFilter): boolean {
  return filter.search.trim() !== '' || filter.role !== null || filter.activity !== 'all';
}

/** Name or email containing every word of the search (any case), role and activity as chosen. */
export function filterUsers(users: readonly UserAccount[], filter: UsersFilter): UserAccount[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    if (filter.role !== null && user.role !== filter.role) return false;
    if (filter.activity === 'active' && !user.isActive) return false;
    if (filter.activity === 'inactive' && user.isActive) return false;
    const haystack = `${fullName(user)} ${user.email}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** "Never", or the date and time of the last login in the reader's locale. */
export function formatLastLogin(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
