import { SettingsPage } from '../form/settings-page';
import { EYE_DROPPER_BUTTON_PROPS } from '../../../shared/ui/color-input-props';
import { ColorInput, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { SettingsFormFrame } from '../form/settings-form-frame';
import { useSettingsGroupForm } from '../form/use-settings-group-form';
import { LogoInput } from './logo-input';
import { organizationValues, validateOrganization } from './organization-values';

const SWATCHES = ['#2563eb', '#4f46e5', '#0891b2', '#059669', '#d97706', '#dc2626', '#7c3aed'];

export function SettingsOrganizationRoute() {
  const form = useSettingsGroupForm({
    group: 'organization',
    toValues: organizationValues,
    validate: validateOrganization,
    failure: 'Failed to save the organization settings',
  });
  const { values, errors, update, loading, canEdit } = form;
  const text = (field: keyof typeof values, label: string, extra = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => update({ [field]: event.currentTarget.value })}
      {...extra}
    />
  );
  return (
    <SettingsPage
      title="Organization"
      description="Your organization's name, logo, colours and contact details."
      loading={loading}
      loadingLabel="Loading the organization settings…"
    >
      <SettingsFormFrame
        label="Organization"
        readOnly={!canEdit}
        saved={form.saved}
        onSubmit={form.submit}
      >
        {text('name', 'Organization name', { required: true, maxLength: 200 })}
        <LogoInput
          value={values.logo}
          error={errors.logo}
          readOnly={!canEdit}
          onChange={(logo) => update({ logo })}
        />
        <Title order={2} fz="md" mt="xs">
          Colours
        </Title>
        {/* fixOnBlur off: a mistyped colour stays in the field for Save to name, instead of the
            last valid one coming back unnoticed when the field loses focus. */}
        <Group grow align="flex-start" wrap="wrap">
          <ColorInput
            eyeDropperButtonProps={EYE_DROPPER_BUTTON_PROPS}
            fixOnBlur={false}
            label="Primary colour"
            description="Buttons, links and highlights."
            format="hex"
            swatches={SWATCHES}
            miw={200}
            value={values.primaryColor}
            error={errors.primaryColor}
            onChange={(primaryColor) => update({ primaryColor })}
          />
          <ColorInput
            eyeDropperButtonProps={EYE_DROPPER_BUTTON_PROPS}
            fixOnBlur={false}
            label="Secondary colour"
            description="Accents such as the product mark."
            format="hex"
            swatches={SWATCHES}
            miw={200}
            value={values.secondaryColor}
            error={errors.secondaryColor}
            onChange={(secondaryColor) => update({ secondaryColor })}
          />
        </Group>
        <Title order={2} fz="md" mt="xs">
          Address
        </Title>
        {text('address', 'Street address', { autoComplete: 'street-address' })}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {text('city', 'City')}
          {text('state', 'State')}
          {text('zipCode', 'ZIP code')}
        </SimpleGrid>
        <Title order={2} fz="md" mt="xs">
          Contact
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {text('phone', 'Phone', { type: 'tel', inputMode: 'tel' })}
          {text('email', 'Email', { type: 'email' })}
        </SimpleGrid>
        {text('website', 'Website', { type: 'url', placeholder: 'https://' })}
      </SettingsFormFrame>
    </SettingsPage>
  );
}
