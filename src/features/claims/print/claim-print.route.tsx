import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { routePath } from '../../../shared/routes/route-table';
import { usePageTitle } from '../../../shared/routes/page-title';
import { StatePanel } from '../../../shared/ui/state-panel';
import { userName } from '../claim-lookups';
import { useClaimLookups } from '../claim-options.hooks';
import { useClaimDetailsData } from '../details/claim-details.data';
import { ClaimNotFound } from '../details/claim-not-found';
import { ClaimPrintView } from './claim-print.view';

/**
 * `/claims/:id/print`: the claim's print sheet from this device's data (so it works offline),
 * with a toolbar that is not printed.
 */
export function ClaimPrintRoute() {
  const { id = '' } = useParams();
  const data = useClaimDetailsData(id);
  const lookups = useClaimLookups();
  const [printedAt] = useState(() => new Date());
  const { claim } = data;
  usePageTitle(claim ? `Claim ${claim.claimNumber} (print)` : null);
  if (!claim) {
    if (data.loading) return <StatePanel state={{ kind: 'loading', label: 'Loading claim…' }} />;
    return <ClaimNotFound id={id} />;
  }
  return (
    <>
      <Group className="claim-print-toolbar" justify="space-between" mb="md" wrap="wrap">
        <Button
          component={Link}
          to={routePath('claimDetails', { id: claim.id })}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          Back to claim
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <ClaimPrintView
        claim={claim}
        conversations={data.conversations}
        notes={data.notes}
        documents={data.documents}
        userName={(userId) => userName(lookups, userId)}
        printedAt={printedAt}
      />
    </>
  );
}
