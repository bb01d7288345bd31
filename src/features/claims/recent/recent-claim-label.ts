import { primaryCustomer } from '../../../domain/claim-customers';
import type { Claim } from '../../../domain/claim.schema';

/** SPEC 2 "Recent": `claim number - client name`, else the primary customer's name, else Unknown. */
export function recentClaimLabel(claim: Pick<Claim, 'claimNumber' | 'clientName' | 'customers'>) {
  const name =
    claim.clientName.trim() || primaryCustomer(claim.customers)?.name.trim() || 'Unknown';
  // A claim made offline has no number until the server gives it one; the header says the same.
  return `${claim.claimNumber.trim() || 'New claim'} - ${name}`;
}
