import { Alert, Select, Table, Text } from '@mantine/core';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  mappingProblem,
  type ImportField,
  type ImportMapping,
  type ParsedImport,
} from '../../../domain/contact-import';

const CHOICES = IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] }));

/** Step 2: which field each column fills (guessed from the headers), with a sample value. */
export function ImportMappingStep(props: {
  parsed: ParsedImport;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const { parsed, mapping, onChange } = props;
  const sample = parsed.records[0]?.cells ?? [];
  const problem = mappingProblem(mapping);
  const setField = (index: number, field: ImportField | null) =>
    onChange(
      mapping.map((current, i) => (i === index ? field : current === field ? null : current)),
    );
  return (
    <>
      <Text size="sm" mb="xs">
        {parsed.records.length.toLocaleString('en-US')} rows. Choose the field each column fills;
        columns left empty are not imported.
      </Text>
      <Table.ScrollContainer minWidth={340} maxHeight={360}>
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column</Table.Th>
              <Table.Th>First row</Table.Th>
              <Table.Th w={200}>Imported as</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parsed.headers.map((header, index) => (
              <Table.Tr key={index}>
                <Table.Td fw={600}>{header || `Column ${index + 1}`}</Table.Td>
                <Table.Td c="dimmed" maw={220} style={{ overflowWrap: 'anywhere' }}>
                  {sample[index] ?? ''}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Field for column ${header || index + 1}`}
                    placeholder="Not imported"
                    data={CHOICES}
                    value={mapping[index] ?? null}
                    onChange={(value) => setField(index, value as ImportField | null)}
                    clearable
                    size="xs"
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {problem && (
        <Alert color="yellow" variant="light" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
