import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { ContactClaimRole } from '../../domain/contact-claims';
import { routePath } from '../../shared/routes/route-table';
import { StatusBadge } from '../../shared/ui/claim-status-badge';
import { DetailsSection } from '../../shared/ui/details-section';

export interface LinkedClaim {
  id: string;
  claimNumber: string;
  status: string;
  lastUpdated: string;
  roles: readonly ContactClaimRole[];
}

const ROLE_LABEL: Record<ContactClaimRole, string> = {
  client: 'Referral client',
  customer: 'Customer',
};

/** The claims a contact is linked to, newest change first, each opening its claim. */
export function ClientClaimsList({ claims }: { claims: readonly LinkedClaim[] }) {
  return (
    <DetailsSection
      title="Linked claims"
      icon={<IconFileDescription size={18} stroke={1.6} />}
      aside={
        <Badge variant="light" color="gray" radius="sm">
          {claims.length}
        </Badge>
      }
    >
      {claims.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not linked to any claim on this device. Pick this contact as a claim&apos;s referral
          client or add it as a customer from the claim.
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label="Linked claims">
          {claims.map((claim) => (
            <Group
              key={claim.id}
              role="listitem"
              data-claim-id={claim.id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={4}
              style={{ borderBottom: '1px solid var(--app-line)' }}
            >
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Anchor
                  component={Link}
                  to={routePath('claimDetails', { id: claim.id })}
                  fw={600}
                  fz="sm"
                >
                  {claim.claimNumber}
                </Anchor>
                {claim.roles.map((role) => (
                  <Badge key={role} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                    {ROLE_LABEL[role]}
                  </Badge>
                ))}
              </Group>
              <Group gap="sm" wrap="nowrap">
                <StatusBadge status={claim.status} />
                <Text
                  size="xs"
                  c="dimmed"
                  title={dayjs(claim.lastUpdated).format('MMM D, YYYY h:mm A')}
                >
                  Updated {dayjs(claim.lastUpdated).format('MMM D, YYYY')}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </DetailsSection>
  );
}
