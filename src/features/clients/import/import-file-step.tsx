import { Alert, FileInput, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import {
  checkImportFile,
  guessMapping,
  IMPORT_MESSAGES,
  parseImportText,
  type ImportMapping,
  type ParsedImport,
} from '../../../domain/contact-import';

/** Step 1: the file. One clear message for a file that cannot be imported; nothing is written. */
export function ImportFileStep(props: {
  onParsed: (parsed: ParsedImport, mapping: ImportMapping, fileName: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    if (!chosen) return;
    const check = checkImportFile(chosen);
    if (!check.ok) return setProblem(check.message);
    const result = parseImportText(await chosen.text());
    if (!result.ok) return setProblem(result.message);
    const mapping = guessMapping(result.parsed.headers);
    if (mapping.every((field) => field === null)) return setProblem(IMPORT_MESSAGES.noMappable);
    props.onParsed(result.parsed, mapping, chosen.name);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        A CSV file with a header line: comma or semicolon separated, UTF-8 (with or without BOM), up
        to 20 MB. The next steps show what will be imported before anything is saved.
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
      />
      {problem && (
        <Alert color="red" variant="light" role="alert" title="This file cannot be imported">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
