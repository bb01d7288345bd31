import { primaryCustomer } from '../../domain/claim-customers';
import type { Claim } from '../../domain/claim.schema';

/** SPEC 2 "Recent": `claim number - client name`, else the primary customer's name, else Unknown. */
export function recentClaimLabel(claim: Pick<Claim, 'claimNumber' | 'clientName' | 'customers'>) {
  const name =
    claim.clientName.trim() || primaryCustomer(claim.customers)?.name.trim() || 'Unknown';
  return `${claim.claimNumber} - ${name}`;
}
