import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { ImportProgress } from '../use-contact-import';
import { countOf } from './import-counts';

const count = (n: number) => n.toLocaleString('en-US');
const percent = (part: number, total: number) => (total ? (part / total) * 100 : 0);

function outcome(p: ImportProgress, skipped: number): string {
  const notImported = skipped + p.total - p.written;
  const rest = notImported
    ? ` ${countOf(notImported, 'row')} of the file ${notImported === 1 ? 'was' : 'were'} not imported.`
    : '';
  if (p.failed) return `Import stopped: ${countOf(p.synced, 'contact')} imported.${rest}`;
  if (p.cancelled) return `Import cancelled: ${countOf(p.written, 'contact')} imported.${rest}`;
  return `${countOf(p.written, 'contact')} imported.${rest}`;
}

/** Step 4: saved on this device, then synced to the server, batch by batch. */
export function ImportProgressStep(props: { progress: ImportProgress; skipped: number }) {
  const { progress: p, skipped } = props;
  return (
    <Stack gap="sm" data-written={p.written} data-synced={p.synced}>
      <div>
        <Text size="sm" mb={4}>
          Saved on this device: {count(p.written)} of {count(p.total)}
        </Text>
        <Progress value={percent(p.written, p.total)} aria-label="Saved on this device" />
      </div>
      <div>
        <Text size="sm" mb={4}>
          Synced to the server: {count(p.synced)} of {count(p.written)}
        </Text>
        <Progress
          value={percent(p.synced, p.total)}
          color="teal"
          aria-label="Synced to the server"
          animated={!p.done}
        />
      </div>
      {p.failed && (
        <Alert color="red" variant="light" role="alert" title="The server refused a batch">
          {p.failed}
        </Alert>
      )}
      {p.done && (
        <Alert color={p.failed ? 'red' : 'teal'} variant="light" role="status">
          {outcome(p, skipped)}
        </Alert>
      )}
    </Stack>
  );
}
