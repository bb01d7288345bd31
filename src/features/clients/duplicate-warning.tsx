import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DuplicateMatch } from '../../domain/contact-duplicates';
import { routePath } from '../../shared/routes/route-table';

/** Shown instead of saving when a new contact looks like one that exists. */
export function DuplicateWarning(props: {
  matches: readonly DuplicateMatch[];
  onSaveAnyway: () => void;
  onBack: () => void;
}) {
  const { matches, onSaveAnyway, onBack } = props;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCopy size={18} />}
      title="This may be a contact you already have"
      mb="md"
    >
      <List size="sm" spacing={4} mb="sm">
        {matches.map((match) => (
          <List.Item key={match.id}>
            <Anchor component={Link} to={routePath('clientDetails', { id: match.id })} fw={600}>
              {match.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({match.reason})
            </Text>
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onBack}>
          Back to the form
        </Button>
        <Button size="xs" color="yellow" onClick={onSaveAnyway}>
          Save anyway
        </Button>
      </Group>
    </Alert>
  );
}
