import { useMemo } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import type { ClaimDocType } from '../../collections/claims/claims.schema';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { useTasksState } from '../../collections/tasks/tasks.hooks';
import type { TaskDocType } from '../../collections/tasks/tasks.schema';
import { useUsers } from '../../collections/users/users.hooks';
import type { UserDocType } from '../../collections/users/users.schema';
import type { ClaimStatusConfig } from '../../domain/claim-status';
import { fullName } from '../../domain/person-name';
import { useSession } from '../../shared/services/services.context';
import type { ReportRange } from './data/report-range';

/** What most widgets read, read once for the whole dashboard (live from every tab). */
export interface DashboardData {
  userId: string;
  claims: ClaimDocType[];
  tasks: TaskDocType[];
  users: UserDocType[];
  userNames: Readonly<Record<string, string>>;
  statuses: ClaimStatusConfig[];
  claimsLoading: boolean;
  tasksLoading: boolean;
  usersLoading: boolean;
  /** The moment the widgets count from (taken when the data last changed). */
  now: Date;
}

export interface WidgetProps {
  data: DashboardData;
  /** The reports' date range (charts only); open for those without view_reports. */
  range: ReportRange;
  /** Whether the user reads reports: CSV export and the date range. */
  reports: boolean;
}

export function useDashboardData(): DashboardData {
  const userId = useSession().user?.id ?? '';
  const { claims, loading: claimsLoading } = useClaims();
  const { docs: tasks, loading: tasksLoading } = useTasksState();
  const { users, loading: usersLoading } = useUsers();
  const statuses = useSettingsGroup('claimSettings').statuses as ClaimStatusConfig[];
  return useMemo(
    () => ({
      userId,
      claims,
      tasks,
      users,
      userNames: Object.fromEntries(users.map((u) => [u.id, fullName(u)])),
      statuses,
      claimsLoading,
      tasksLoading,
      usersLoading,
      now: new Date(),
    }),
    [userId, claims, tasks, users, statuses, claimsLoading, tasksLoading, usersLoading],
  );
}
