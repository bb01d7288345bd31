import { ColorInput, NumberInput, Paper, Stack, Switch } from '@mantine/core';
import { EYE_DROPPER_BUTTON_PROPS } from '../../shared/ui/color-input-props';
import { useState } from 'react';
import { isHexColour } from '../../domain/settings.schema';
import { PageHeader } from '../../shared/ui/page-header';

// SPEC 2 test page: the settings forms' field kinds, alone, with their checks at the field.
export function SettingsTestRoute() {
  const [colour, setColour] = useState('#1c7ed6');
  const [minutes, setMinutes] = useState<number | string>(30);
  const [enabled, setEnabled] = useState(true);
  const wholeMinutes = typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1;
  return (
    <>
      <PageHeader
        title="Test page"
        description="A page for trying settings components in isolation."
      />
      <Paper withBorder radius="md" p="lg" maw={420}>
        <Stack gap="md">
          <Switch
            label="Enabled"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <NumberInput
            label="Minutes"
            value={minutes}
            onChange={setMinutes}
            min={1}
            error={wholeMinutes ? undefined : 'Enter whole minutes, 1 or more'}
          />
          <ColorInput
            eyeDropperButtonProps={EYE_DROPPER_BUTTON_PROPS}
            label="Colour"
            value={colour}
            onChange={setColour}
            error={isHexColour(colour) ? undefined : 'Enter a colour as #rrggbb'}
          />
        </Stack>
      </Paper>
    </>
  );
}
