import { ColorSwatch, Popover, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

// Distinct at a glance on white, each readable as a dot beside text.
export const TYPE_COLOURS = [
  '#2563eb',
  '#0891b2',
  '#0d9488',
  '#16a34a',
  '#65a30d',
  '#ca8a04',
  '#d97706',
  '#dc2626',
  '#db2777',
  '#7c3aed',
  '#4f46e5',
  '#64748b',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface TaskTypeColourProps {
  name: string;
  colour: string;
  onChange: (colour: string) => void;
}

/** The type's colour: a swatch that opens a palette, or any hex colour typed in. */
export function TaskTypeColour({ name, colour, onChange }: TaskTypeColourProps) {
  const [opened, setOpened] = useState(false);
  const [hex, setHex] = useState(colour);
  const [error, setError] = useState<string | null>(null);
  const choose = (next: string) => {
    setOpened(false);
    setError(null);
    if (next.toLowerCase() !== colour.toLowerCase()) onChange(next.toLowerCase());
  };
  const commitHex = () => {
    if (!HEX.test(hex)) return setError('Use a colour such as #2563eb');
    choose(hex);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <UnstyledButton
          aria-label={`Colour of ${name}: ${colour}`}
          aria-haspopup="dialog"
          onClick={() => {
            setHex(colour);
            setOpened((open) => !open);
          }}
          style={{ display: 'inline-flex', borderRadius: 999 }}
        >
          <ColorSwatch color={colour} size={20} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Colour of ${name}`}>
        <Text size="xs" fw={600} mb={6}>
          Colour of {name}
        </Text>
        <SimpleGrid cols={6} spacing={6} mb="xs">
          {TYPE_COLOURS.map((choice) => (
            <UnstyledButton
              key={choice}
              aria-label={`Use ${choice} for ${name}`}
              aria-pressed={choice === colour.toLowerCase()}
              onClick={() => choose(choice)}
              style={{ display: 'inline-flex', borderRadius: 999 }}
            >
              <ColorSwatch color={choice} size={22}>
                {choice === colour.toLowerCase() && <IconCheck size={12} color="white" />}
              </ColorSwatch>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <TextInput
          size="xs"
          aria-label={`Hex colour of ${name}`}
          value={hex}
          error={error}
          onChange={(event) => {
            setHex(event.currentTarget.value.trim());
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitHex();
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
