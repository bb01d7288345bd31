import type { RxDocument } from 'rxdb';
import { of, switchMap, type Observable } from 'rxjs';
import type { AppDatabase } from '../app-database';
import { recentClaimsQuery, recentClaimsSinceQuery } from './claims.queries';
import type { ClaimDocType } from './claims.schema';
import { firstPageFloorOnce } from './first-page-floor';

/**
 * SPEC 2 "Recent", live: the `limit` most recently updated claims. Read from the claims at or
 * after the first page's floor (first-page-floor.ts) while that holds at least `limit` of them:
 * then they are provably the newest. Otherwise (no floor yet in this tab, claims removed since)
 * from the unbounded query, which walks every claim on the device (descending sorts never use
 * the index order in RxDB), and back to the bounded one once it is full again (or once this
 * tab's first whole read has remembered a floor).
 */
export function liveRecentClaims(
  db: AppDatabase,
  limit: number,
): Observable<RxDocument<ClaimDocType>[]> {
  const every = () => recentClaimsQuery(db.claims, limit).$;
  return firstPageFloorOnce(db).pipe(
    switchMap((floor) =>
      floor === null
        ? every()
        : recentClaimsSinceQuery(db.claims, floor, limit).$.pipe(
            switchMap((docs) => (docs.length === limit ? of(docs) : every())),
          ),
    ),
  );
}
