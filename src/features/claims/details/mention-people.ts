import { createContext, useContext, useMemo } from 'react';
import { useUsers } from '../../../collections/users/users.hooks';
import { fullName } from '../../../domain/person-name';

/** A colleague the note editor offers after `@`. */
export interface MentionPerson {
  id: string;
  label: string;
}

/** The team the claim page's note editors offer to mention (none outside a provider). */
export const MentionPeopleContext = createContext<readonly MentionPerson[]>([]);

export const useMentionPeople = () => useContext(MentionPeopleContext);

/** The organization's active users but oneself, by name: mentioning oneself tells nobody. */
export function useTeamToMention(selfId: string | undefined): MentionPerson[] {
  const { users } = useUsers();
  return useMemo(
    () =>
      users
        .filter((u) => u.isActive && u.id !== selfId)
        .map((u) => ({ id: u.id, label: fullName(u) })),
    [users, selfId],
  );
}

/** The people whose name has a word starting with the query (case-insensitive), at most `max`. */
export function matchPeople(
  people: readonly MentionPerson[],
  query: string,
  max = 8,
): MentionPerson[] {
  const q = query.trim().toLowerCase();
  const matches = q
    ? people.filter((p) =>
        p.label
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.startsWith(q)),
      )
    : people;
  return matches.slice(0, max);
}
