import { Alert, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { DryRun, ImportDuplicate } from '../../../domain/contact-import';
import { countOf } from './import-counts';

// The report lists this many lines of each kind; the counts above it are complete.
const SHOWN = 200;

const count = (n: number) => n.toLocaleString('en-US');
const describe = (d: ImportDuplicate) =>
  `${d.name} (${d.reason}${d.line ? `, line ${d.line} of this file` : ''})`;

/** Step 3: the dry run. Nothing is saved yet; rows with errors are never imported. */
export function ImportDryRunStep(props: {
  dryRun: DryRun;
  skipDuplicates: boolean;
  onSkipDuplicates: (skip: boolean) => void;
}) {
  const { dryRun, skipDuplicates, onSkipDuplicates } = props;
  const errors = dryRun.rows.flatMap((row) => row.errors);
  const duplicates = dryRun.rows.filter((row) => row.input && row.duplicates.length > 0);
  return (
    <Stack gap="sm">
      <Group gap="lg" data-testid="import-summary">
        <Text size="sm">
          <b>{count(dryRun.valid)}</b> ready to import
        </Text>
        <Text size="sm" c={dryRun.invalid ? 'red' : undefined}>
          <b>{count(dryRun.invalid)}</b> with errors (not imported)
        </Text>
        <Text size="sm" c={dryRun.duplicates ? 'yellow.8' : undefined}>
          <b>{count(dryRun.duplicates)}</b> likely duplicate{dryRun.duplicates === 1 ? '' : 's'}
        </Text>
      </Group>
      {errors.length > 0 && (
        <Alert color="red" variant="light" title="Rows with errors" p="sm">
          <Table.ScrollContainer minWidth={360} maxHeight={220}>
            <Table verticalSpacing={2} fz="sm" aria-label="Rows with errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Line</Table.Th>
                  <Table.Th w={140}>Column</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.slice(0, SHOWN).map((error, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{error.line}</Table.Td>
                    <Table.Td>{error.field}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {errors.length > SHOWN && (
            <Text size="xs" c="dimmed" mt={4}>
              …and {count(errors.length - SHOWN)} more. Fix the file and choose it again to import
              these rows.
            </Text>
          )}
        </Alert>
      )}
      {duplicates.length > 0 && (
        <Alert color="yellow" variant="light" title="Likely duplicates" p="sm">
          <Table.ScrollContainer minWidth={360} maxHeight={180}>
            <Table verticalSpacing={2} fz="sm" aria-label="Likely duplicates">
              <Table.Tbody>
                {duplicates.slice(0, SHOWN).map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td w={70}>{row.line}</Table.Td>
                    <Table.Td>{row.input?.name}</Table.Td>
                    <Table.Td>looks like {row.duplicates.map(describe).join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Checkbox
            mt="xs"
            label={`Skip ${countOf(duplicates.length, 'likely duplicate')}`}
            checked={skipDuplicates}
            onChange={(event) => onSkipDuplicates(event.currentTarget.checked)}
          />
        </Alert>
      )}
    </Stack>
  );
}
