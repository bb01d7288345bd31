import { describe, expect, it } from 'vitest';
import {
  BAD_DATE,
  BAD_NUMBER,
  BAD_OPTION,
  clientFieldDraft,
  formatClientFieldValue,
  requiredFieldMessage,
  validateClientFields,
} from '../../../src/domain/client-field-values';
import {
  addClientField,
  clientSettingsSchema,
  countFieldValues,
  FIELD_LABEL_REQUIRED,
  FIELD_LABEL_TAKEN,
  FIELD_OPTION_TAKEN,
  FIELD_OPTIONS_REQUIRED,
  listedClientFields,
  removeClientField,
  renameClientField,
  setClientFieldFlag,
  setClientFieldOptions,
  visibleClientFields,
  type ClientField,
} from '../../../src/domain/client-fields';
import { validateClientForm, emptyClientFormValues } from '../../../src/domain/client-form';

const def = (patch: Partial<ClientField> & Pick<ClientField, 'id' | 'label' | 'kind'>) => ({
  options: [],
  required: false,
  showInList: false,
  hidden: false,
  ...patch,
});

const TIER = def({ id: 'cf-000001', label: 'Tier', kind: 'select', options: ['Gold', 'Silver'] });
const SIZE = def({ id: 'cf-000002', label: 'Staff', kind: 'number' });
const SINCE = def({ id: 'cf-000003', label: 'Client since', kind: 'date' });
const VIP = def({ id: 'cf-000004', label: 'VIP', kind: 'checkbox' });
const CODE = def({ id: 'cf-000005', label: 'Code', kind: 'text' });

describe('client field definitions', () => {
  it('accepts every kind and refuses bad definitions', () => {
    expect(clientSettingsSchema.safeParse({ fields: [TIER, SIZE, SINCE, VIP, CODE] }).success).toBe(
      true,
    );
    const bad = [
      { ...TIER, options: [] },
      { ...TIER, options: ['Gold', 'gold'] },
      { ...SIZE, options: ['x'] },
      { ...SIZE, label: '  ' },
      { ...SIZE, kind: 'colour' },
      { ...SIZE, id: 'Staff_Size' },
      { ...SIZE, id: 'cf-email1' },
    ];
    for (const field of bad) {
      expect(
        clientSettingsSchema.safeParse({ fields: [field] }).success,
        JSON.stringify(field),
      ).toBe(false);
    }
    expect(
      clientSettingsSchema.safeParse({ fields: [SIZE, { ...CODE, label: 'STAFF' }] }).success,
    ).toBe(false);
    expect(
      clientSettingsSchema.safeParse({ fields: [SIZE, { ...CODE, id: SIZE.id }] }).success,
    ).toBe(false);
  });

  it('adds with a generated id, refusing an empty or taken name and a select without options', () => {
    const added = addClientField([TIER], { label: '  Region   code ', kind: 'text' });
    expect(added.ok && added.fields[1]).toMatchObject({
      label: 'Region code',
      kind: 'text',
      options: [],
      required: false,
      showInList: false,
      hidden: false,
    });
    expect(added.ok && added.fields[1]!.id).toMatch(/^cf-[0-9a-f]{12}$/);
    expect(addClientField([TIER], { label: ' ', kind: 'text' })).toMatchObject({
      ok: false,
      error: FIELD_LABEL_REQUIRED,
      at: 'label',
    });
    expect(addClientField([TIER], { label: 'tier', kind: 'text' })).toMatchObject({
      error: FIELD_LABEL_TAKEN,
    });
    expect(addClientField([], { label: 'Plan', kind: 'select', options: [] })).toMatchObject({
      error: FIELD_OPTIONS_REQUIRED,
      at: 'options',
    });
    expect(
      addClientField([], { label: 'Plan', kind: 'select', options: ['A', 'a'] }),
    ).toMatchObject({
      error: FIELD_OPTION_TAKEN,
    });
  });

  it('renames, sets options and flags by id; visible and listed follow the flags', () => {
    const fields = [TIER, SIZE];
    expect(renameClientField(fields, SIZE.id, 'TIER')).toMatchObject({ ok: false });
    const renamed = renameClientField(fields, SIZE.id, 'Head count');
    expect(renamed.ok && renamed.fields[1]).toMatchObject({ id: SIZE.id, label: 'Head count' });
    expect(setClientFieldOptions(fields, TIER.id, [])).toMatchObject({ ok: false });
    const hidden = setClientFieldFlag(
      setClientFieldFlag(fields, TIER.id, 'showInList', true),
      SIZE.id,
      'hidden',
      true,
    );
    expect(visibleClientFields(hidden).map((f) => f.id)).toEqual([TIER.id]);
    expect(listedClientFields(setClientFieldFlag(hidden, TIER.id, 'hidden', true))).toEqual([]);
  });

  it('deletes a field without values; one in use is refused with Hide offered', () => {
    expect(removeClientField([TIER, SIZE], SIZE.id, 0)).toEqual({ ok: true, fields: [TIER] });
    const refused = removeClientField([TIER, SIZE], TIER.id, 2);
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.error).toContain('hide it instead');
    const holders = [
      { metadata: { client: { customFields: { [TIER.id]: 'Gold', [VIP.id]: false } } } },
      { metadata: { client: { customFields: { [TIER.id]: 'Silver', [CODE.id]: '' } } } },
      { metadata: {} },
    ];
    expect(countFieldValues(holders)).toEqual({ [TIER.id]: 2 });
  });
});

describe('client field values in the form', () => {
  const fields = [TIER, SIZE, SINCE, VIP, CODE];

  it('checks required fields and each kind, with the message at the field', () => {
    const required = fields.map((f) => ({ ...f, required: true }));
    const empty = clientFieldDraft(required, undefined);
    const result = validateClientFields(required, empty, undefined);
    expect(result).toEqual({
      ok: false,
      errors: Object.fromEntries(required.map((f) => [f.id, requiredFieldMessage(f.label)])),
    });
    const wrong = validateClientFields(
      fields,
      {
        [TIER.id]: 'Bronze',
        [SIZE.id]: '12 people',
        [SINCE.id]: '2026-02-30',
        [VIP.id]: false,
        [CODE.id]: '',
      },
      undefined,
    );
    expect(wrong).toEqual({
      ok: false,
      errors: { [TIER.id]: BAD_OPTION, [SIZE.id]: BAD_NUMBER, [SINCE.id]: BAD_DATE },
    });
  });

  it('cleans and types the values, keeping hidden and unknown ones, dropping emptied ones', () => {
    const withHidden = [
      ...fields,
      def({ id: 'cf-0000aa', label: 'Old', kind: 'text', hidden: true }),
    ];
    const stored = { 'cf-0000aa': 'kept', 'cf-0000bb': 7, [CODE.id]: 'was here' };
    const result = validateClientFields(
      withHidden,
      {
        [TIER.id]: 'gold',
        [SIZE.id]: '1,250',
        [SINCE.id]: '2024-05-01',
        [VIP.id]: true,
        [CODE.id]: '  ',
      },
      stored,
    );
    expect(result).toEqual({
      ok: true,
      values: {
        'cf-0000aa': 'kept',
        'cf-0000bb': 7,
        [TIER.id]: 'Gold',
        [SIZE.id]: 1250,
        [SINCE.id]: '2024-05-01',
        [VIP.id]: true,
      },
    });
    expect(clientFieldDraft(withHidden, { [SIZE.id]: 3, [VIP.id]: true })).toEqual({
      [TIER.id]: '',
      [SIZE.id]: '3',
      [SINCE.id]: '',
      [VIP.id]: true,
      [CODE.id]: '',
    });
  });

  it('formats values for the card and the list', () => {
    expect(formatClientFieldValue(SIZE, 1250)).toBe('1,250');
    expect(formatClientFieldValue(SINCE, '2024-05-01')).toBe('May 1, 2024');
    expect(formatClientFieldValue(VIP, true)).toBe('Yes');
    expect(formatClientFieldValue(VIP, undefined)).toBe('No');
    expect(formatClientFieldValue(CODE, undefined)).toBe('');
  });

  it('the client form keeps the stored values it does not edit', () => {
    const existing = {
      client: {
        type: 'individual' as const,
        firstName: 'A',
        lastName: '',
        companyName: '',
        notes: '',
        customFields: { [TIER.id]: 'Gold' },
      },
    };
    const result = validateClientForm({ ...emptyClientFormValues(), firstName: 'Ada' }, existing);
    expect(result.ok && result.input.metadata.client?.customFields).toEqual({ [TIER.id]: 'Gold' });
  });
});
