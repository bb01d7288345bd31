import { describe, expect, it } from 'vitest';
import {
  pulledRedirects,
  resolveContactRedirect,
} from '../../../src/collections/contacts/contact-redirects';
import {
  attendeesAfterMerge,
  claimAfterMerge,
  customersAfterMerge,
  keptContactChanges,
} from '../../../src/domain/contact-merge';
import { contact } from './contact-fixture';

const kept = { id: 'k', name: 'Kept' };
const c = (id: string, isPrimary = false) => ({ id, name: `Name ${id}`, isPrimary });

describe('customersAfterMerge', () => {
  it('puts the kept contact in the source place, keeping its primary flag', () => {
    expect(customersAfterMerge([c('a'), c('s', true)], 's', kept)).toEqual([
      c('a'),
      { id: 'k', name: 'Kept', isPrimary: true },
    ]);
  });

  it('keeps one entry when the claim had both, primary when either was', () => {
    expect(customersAfterMerge([c('k'), c('s', true), c('b')], 's', kept)).toEqual([
      { id: 'k', name: 'Name k', isPrimary: true },
      c('b'),
    ]);
    expect(customersAfterMerge([c('s'), c('k', true)], 's', kept)).toEqual([c('k', true)]);
  });

  it('leaves a list without the source as it is', () => {
    const list = [c('a', true), c('b')];
    expect(customersAfterMerge(list, 's', kept)).toEqual(list);
  });
});

describe('claimAfterMerge', () => {
  it('moves the referral client and the customers', () => {
    expect(
      claimAfterMerge({ clientId: 's', clientName: 'Old', customers: [c('s', true)] }, 's', kept),
    ).toEqual({
      clientId: 'k',
      clientName: 'Kept',
      customers: [{ id: 'k', name: 'Kept', isPrimary: true }],
    });
    expect(claimAfterMerge({ clientId: 's', customers: [c('a', true)] }, 's', kept)).toEqual({
      clientId: 'k',
      clientName: 'Kept',
    });
  });

  it('is null for a claim that does not name the source', () => {
    expect(claimAfterMerge({ clientId: 'a', customers: [c('a', true)] }, 's', kept)).toBeNull();
  });
});

it('attendeesAfterMerge replaces the source once', () => {
  expect(attendeesAfterMerge(['u1', 's', 'k'], 's', 'k')).toEqual(['u1', 'k']);
  expect(attendeesAfterMerge(['s', 'u1'], 's', 'k')).toEqual(['k', 'u1']);
});

describe('keptContactChanges', () => {
  it('fills only empty fields, unites roles and adds missing metadata sections', () => {
    const target = contact('k', { email: 'k@example.com', metadata: { client: undefined } });
    const source = contact('s', {
      email: 's@example.com',
      phone: '5551234567',
      roles: ['vendor', 'client'],
      address: { street: '1 Main', city: 'Tampa', state: 'FL', zip: '33601' },
      metadata: { vendor: { notes: 'roofer' } },
    });
    expect(keptContactChanges(target, source)).toEqual({
      phone: '5551234567',
      address: { street: '1 Main', city: 'Tampa', state: 'FL', zip: '33601' },
      roles: ['client', 'vendor'],
      metadata: { client: undefined, vendor: { notes: 'roofer' } },
    });
  });

  it('changes nothing when the kept contact has it all', () => {
    const full = contact('k', {
      phone: '1',
      email: 'e',
      address: { street: 'x', city: '', state: '', zip: '' },
    });
    expect(keptContactChanges(full, contact('s', { phone: '2', email: 'f' }))).toEqual({});
  });
});

describe('contact redirects', () => {
  it('follow merges of merges and stop on a cycle', () => {
    expect(resolveContactRedirect({ a: 'b', b: 'c' }, 'a')).toBe('c');
    expect(resolveContactRedirect({ a: 'b' }, 'x')).toBeUndefined();
    expect(resolveContactRedirect({ a: 'b', b: 'a' }, 'a')).toBeUndefined();
  });

  it('are read from pulled rows that carry mergedInto', () => {
    expect(
      pulledRedirects([
        { id: 'a', deleted: true, mergedInto: 'b' },
        { id: 'c', deleted: false, mergedInto: null },
      ]),
    ).toEqual({ a: 'b' });
  });
});
