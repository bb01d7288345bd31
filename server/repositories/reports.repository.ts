import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claims } from '../db/schema/claims';

export interface StatusCount {
  status: string;
  count: number;
}

export function createReportsRepository(db: Db) {
  return {
    /** How many live claims of the organization are in each status. */
    claimsByStatus(organizationId: string): Promise<StatusCount[]> {
      return db
        .select({ status: claims.status, count: count() })
        .from(claims)
        .where(and(eq(claims.organizationId, organizationId), eq(claims.deleted, false)))
        .groupBy(claims.status)
        .orderBy(asc(claims.status));
    },
  };
}
