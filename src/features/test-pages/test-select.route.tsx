import { Paper, Select } from '@mantine/core';
import { DEFAULT_CLAIM_STATUSES } from '../../domain/constants';
import { PageHeader } from '../../shared/ui/page-header';

export function TestSelectRoute() {
  return (
    <>
      <PageHeader title="Select test" description="A select input with the claim statuses." />
      <Paper withBorder radius="md" p="lg" maw={420}>
        <Select
          label="Claim status"
          placeholder="Pick a status"
          data={DEFAULT_CLAIM_STATUSES.map((status) => status.name)}
          searchable
        />
      </Paper>
    </>
  );
}
