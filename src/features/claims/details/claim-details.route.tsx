import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMarkClaimViewed } from '../../../collections/claims/claim-views.hooks';
import { useRemappedId } from '../../../collections/sync-queue/remapped-id.hooks';
import { isTempId } from '../../../domain/temp-id';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useSession } from '../../../shared/services/services.context';
import { useClaimDetailsData } from './claim-details.data';
import { ClaimDetailsView } from './claim-details.view';
import { ClaimNotFound } from './claim-not-found';
import { MentionPeopleContext, useTeamToMention } from './mention-people';
import { useHeldFor } from '../../../shared/ui/use-held-for';
import { routePath } from '../../../shared/routes/route-table';

// A temp- claim has no record for a moment while its server id replaces it (then redirects).
const REMAP_GRACE_MS = 2_000;

export function ClaimDetailsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const serverId = useRemappedId(id);
  useMarkClaimViewed(id);
  const data = useClaimDetailsData(id);
  const team = useTeamToMention(useSession().user?.id);
  const missing = !data.loading && !data.claim && !serverId;
  const settled = useHeldFor(missing, REMAP_GRACE_MS, id);

  // A claim created here moves to its server id once acknowledged (in this tab or another).
  useEffect(() => {
    if (serverId) void navigate(routePath('claimDetails', { id: serverId }), { replace: true });
  }, [serverId, navigate]);

  const { claim } = data;
  if (claim) {
    return (
      <MentionPeopleContext value={team}>
        <ClaimDetailsView data={{ ...data, claim }} />
      </MentionPeopleContext>
    );
  }
  if (!missing || (isTempId(id) && !settled)) {
    return <StatePanel state={{ kind: 'loading', label: 'Loading claim…' }} />;
  }
  return <ClaimNotFound id={id} />;
}
