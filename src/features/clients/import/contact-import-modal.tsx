import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import {
  contactsToImport,
  dryRunImport,
  mappingProblem,
  type ImportMapping,
  type ParsedImport,
} from '../../../domain/contact-import';
import type { ContactDocType } from '../../../collections/contacts/contacts.schema';
import { runAction } from '../../../shared/ui/report-failure';
import { useContactImport } from '../use-contact-import';
import { ImportDryRunStep } from './import-dry-run-step';
import { ImportFileStep } from './import-file-step';
import { ImportMappingStep } from './import-mapping-step';
import { ImportProgressStep } from './import-progress-step';
import { countOf } from './import-counts';

interface Source {
  parsed: ParsedImport;
  fileName: string;
}

/** Import contacts from CSV: file → mapping → dry run → import with progress (issue 12). */
export function ContactImportModal(props: {
  opened: boolean;
  onClose: () => void;
  existing: readonly ContactDocType[];
}) {
  const { opened, onClose, existing } = props;
  const phone = useMediaQuery('(max-width: 40em)') ?? false;
  const [step, setStep] = useState(0);
  const [source, setSource] = useState<Source | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const { progress, start, cancel, reset } = useContactImport();
  // The contacts of the moment the dry run ran: an import must not re-check against itself.
  const [checkedAgainst, setCheckedAgainst] = useState<readonly ContactDocType[]>([]);
  const dryRun = useMemo(
    () => (source && step >= 2 ? dryRunImport(source.parsed, mapping, checkedAgainst) : null),
    [source, mapping, checkedAgainst, step],
  );
  const items = useMemo(
    () => (dryRun ? contactsToImport(dryRun, skipDuplicates) : []),
    [dryRun, skipDuplicates],
  );
  const running = progress !== null && !progress.done;

  // While batches are being written, Cancel comes first; after it, what was written keeps syncing.
  const close = () => {
    if (running && !progress.cancelled) return;
    setStep(0);
    setSource(null);
    reset();
    onClose();
  };
  const runImport = () => {
    setStep(3);
    void runAction(() => start(items), 'Import failed');
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import clients from CSV"
      size="xl"
      fullScreen={phone}
    >
      <Stepper active={step} size="sm" mb="md" allowNextStepsSelect={false}>
        <Stepper.Step label="File" description={source?.fileName}>
          <ImportFileStep
            onParsed={(parsed, guessed, fileName) => {
              setSource({ parsed, fileName });
              setMapping(guessed);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="Columns">
          {source && (
            <ImportMappingStep parsed={source.parsed} mapping={mapping} onChange={setMapping} />
          )}
        </Stepper.Step>
        <Stepper.Step label="Check">
          {dryRun && (
            <ImportDryRunStep
              dryRun={dryRun}
              skipDuplicates={skipDuplicates}
              onSkipDuplicates={setSkipDuplicates}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label="Import">
          {progress && (
            <ImportProgressStep
              progress={progress}
              skipped={(source?.parsed.records.length ?? 0) - items.length}
            />
          )}
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {step < 3 ? 'Nothing is saved before the last step.' : ''}
        </Text>
        <Group gap="xs">
          {step === 1 && (
            <>
              <Button variant="default" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button
                disabled={mappingProblem(mapping) !== null}
                onClick={() => {
                  setCheckedAgainst(existing);
                  setStep(2);
                }}
              >
                Check rows
              </Button>
            </>
          )}
          {step === 2 && (
            <>
              <Button variant="default" onClick={() => setStep(1)}>
                Back
              </Button>
              <Button disabled={items.length === 0} onClick={runImport}>
                Import {countOf(items.length, 'contact')}
              </Button>
            </>
          )}
          {step === 3 && running && (
            <Button variant="default" color="red" onClick={cancel} disabled={progress.cancelled}>
              Cancel
            </Button>
          )}
          {(step < 3 || !running || progress.cancelled) && (
            <Button variant={step === 3 ? 'filled' : 'subtle'} onClick={close}>
              {step === 3 ? 'Done' : 'Close'}
            </Button>
          )}
        </Group>
      </Group>
    </Modal>
  );
}
