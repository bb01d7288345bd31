import { Anchor, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDocumentsSince } from '../../../collections/documents/recent-documents.hooks';
import { routePath } from '../../../shared/routes/route-table';
import {
  documentsToReview,
  DOCUMENTS_TO_REVIEW_HELP,
  REVIEW_DAYS,
} from '../data/documents-to-review.data';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

const LIMIT = 8;

export function DocumentsToReviewWidget({ data }: WidgetProps) {
  // From the start of the day REVIEW_DAYS ago, so the query changes once a day, not every render.
  const since = dayjs(data.now).subtract(REVIEW_DAYS, 'day').startOf('day').toISOString();
  const { docs, loading } = useDocumentsSince(since);
  const documents = useMemo(
    () => documentsToReview(docs, data.claims, data.userId, data.now),
    [docs, data.claims, data.userId, data.now],
  );
  const claimNumbers = useMemo(
    () => new Map(data.claims.map((c) => [c.id, c.claimNumber])),
    [data.claims],
  );
  return (
    <WidgetCard
      widgetId="documentsToReview"
      title="Documents awaiting review"
      help={DOCUMENTS_TO_REVIEW_HELP}
      link={{ to: linkTo('documents'), label: 'Open documents' }}
      loading={loading || data.claimsLoading}
      empty={documents.length === 0}
      emptyText="No new files on your claims."
    >
      <Stack gap={6} role="list">
        {documents.slice(0, LIMIT).map((doc) => (
          <Group key={doc.id} role="listitem" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {doc.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {data.userNames[doc.uploadedBy] ?? 'Someone'} ·{' '}
                {dayjs(doc.createdAt).format('MMM D, h:mm A')}
              </Text>
            </div>
            {doc.claimId && (
              <Anchor
                component={Link}
                to={routePath('claimDetails', { id: doc.claimId })}
                size="xs"
                style={{ flexShrink: 0 }}
              >
                {claimNumbers.get(doc.claimId) ?? 'Claim'}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </WidgetCard>
  );
}
