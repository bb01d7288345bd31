import fc from 'fast-check';
import {
  changeClaimStatus,
  createClaim,
  updateClaim,
} from '../../src/collections/claims/claims.mutations';
import { createContact, updateContact } from '../../src/collections/contacts/contacts.mutations';
import { addNote, setNoteClientVisible } from '../../src/collections/notes/notes.mutations';
import { createTask, deleteTask, updateTask } from '../../src/collections/tasks/tasks.mutations';
import { emptyClientFormValues, validateClientForm } from '../../src/domain/client-form';
import { DEFAULT_CLAIM_STATUSES } from '../../src/domain/constants';
import { TASK_STATUSES, type TaskStatus } from '../../src/domain/task.schema';
import { claimInput } from '../dom/data/support/fixtures';
import type { Device } from './device';

// The writes the queue sends, as a device's user makes them. Every device writes only records it
// created itself (one writer per record), so any conflict is spurious.
export const OPERATION_KINDS = [
  'createClaim',
  'editClaim',
  'moveStatus',
  'addNote',
  'toggleNoteVisible',
  'createTask',
  'editTask',
  'deleteTask',
  'createContact',
  'editContact',
  'toggleOffline',
  'pause',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
const NEEDS_TASKS_AND_CONTACTS: OperationKind[] = [
  'createTask',
  'editTask',
  'deleteTask',
  'createContact',
  'editContact',
];

export interface Operation {
  kind: OperationKind;
  device: number;
  /** Which of the device's own records (modulo how many it has). */
  pick: number;
  value: number;
}

const WEIGHTS: Record<OperationKind, number> = {
  createClaim: 3,
  editClaim: 4,
  moveStatus: 4,
  addNote: 3,
  toggleNoteVisible: 2,
  createTask: 2,
  editTask: 3,
  deleteTask: 1,
  createContact: 2,
  editContact: 2,
  toggleOffline: 2,
  pause: 3,
};

export function operationsArbitrary(devices: number, maxOps: number, withTasks: boolean) {
  const kinds = OPERATION_KINDS.filter((k) => withTasks || !NEEDS_TASKS_AND_CONTACTS.includes(k));
  const kind = fc.oneof(...kinds.map((k) => ({ arbitrary: fc.constant(k), weight: WEIGHTS[k] })));
  const operation = fc.record({
    kind,
    device: fc.nat(devices - 1),
    pick: fc.nat(30),
    value: fc.nat(999),
  });
  // Unbiased: fast-check otherwise favours short schedules; lengths spread over 1..maxOps.
  return fc.noBias(fc.array(operation, { minLength: 1, maxLength: maxOps, size: 'max' }));
}

/** What the server must hold once the network heals: the acknowledged writes, each once. */
export interface Model {
  claims: Map<
    string,
    { device: number; city: string; status: string; moves: number; updates: number }
  >;
  notes: Map<string, { device: number; claim: string; visible: boolean }>;
  tasks: Map<string, { device: number; status: TaskStatus; deleted: boolean }>;
  contacts: Map<string, { device: number; phone: string }>;
}

export function emptyModel(): Model {
  return { claims: new Map(), notes: new Map(), tasks: new Map(), contacts: new Map() };
}

const STATUSES = DEFAULT_CLAIM_STATUSES.map((s) => s.name);
const START_CITY = 'Portland';

/** The device's own live records of a kind, in creation order. */
function own<T extends { device: number }>(
  map: Map<string, T>,
  device: number,
  live = (_: T) => true,
) {
  return [...map].filter(([, v]) => v.device === device && live(v));
}

function pick<T>(items: T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

export interface RunContext {
  devices: Device[];
  model: Model;
  /** Unique per run, so markers never meet an earlier run's records on the shared server. */
  tag: string;
  offline: boolean[];
  counter: number;
  contact: { id: string; name: string };
}

/** Runs one operation on its device; resolving means the app would show it as saved. */
export async function runOperation(ctx: RunContext, op: Operation): Promise<boolean> {
  const device = ctx.devices[op.device]!;
  const { db, author, me } = device;
  const { model } = ctx;
  const marker = () => `${ctx.tag}D${op.device}N${(ctx.counter += 1)}`;
  switch (op.kind) {
    case 'createClaim': {
      const policy = marker();
      await createClaim(db, { ...claimInput(ctx.contact, policy), city: START_CITY }, author);
      model.claims.set(policy, {
        device: op.device,
        city: START_CITY,
        status: 'New',
        moves: 0,
        updates: 0,
      });
      return true;
    }
    case 'editClaim': {
      const [policy, claim] = pick(own(model.claims, op.device), op.pick) ?? [];
      if (!policy || !claim) return false;
      const city = `City ${op.value % 7}`;
      await updateClaim(db, await localId(device, 'claims', policy), { city }, author);
      if (city !== claim.city) claim.updates += 1;
      claim.city = city;
      return true;
    }
    case 'moveStatus': {
      const [policy, claim] = pick(own(model.claims, op.device), op.pick) ?? [];
      if (!policy || !claim) return false;
      const status = STATUSES[op.value % STATUSES.length]!;
      await changeClaimStatus(db, await localId(device, 'claims', policy), status, author);
      if (status !== claim.status) claim.moves += 1;
      claim.status = status;
      return true;
    }
    case 'addNote': {
      const [policy] = pick(own(model.claims, op.device), op.pick) ?? [];
      if (!policy) return false;
      const text = `Called the insured ${marker()}`;
      const claimId = await localId(device, 'claims', policy);
      await addNote(
        db,
        { claimId, text, isClientVisible: false, status: 'New', documents: [] },
        me.user,
      );
      model.notes.set(text, { device: op.device, claim: policy, visible: false });
      return true;
    }
    case 'toggleNoteVisible': {
      const [text, note] = pick(own(model.notes, op.device), op.pick) ?? [];
      if (!text || !note) return false;
      note.visible = !note.visible;
      await setNoteClientVisible(
        db,
        await localId(device, 'notes', text),
        note.visible,
        me.user.id,
      );
      return true;
    }
    case 'createTask': {
      const [policy] = pick(own(model.claims, op.device), op.pick) ?? [];
      const title = `Inspect ${marker()}`;
      const claimId = policy && op.value % 2 === 0 ? await localId(device, 'claims', policy) : null;
      const input = {
        title,
        description: '',
        claimId,
        assignedTo: me.user.id,
        dueDate: '2026-05-04',
        dueAt: null,
        status: 'todo' as const,
        priority: 'medium' as const,
        type: 'general',
      };
      await createTask(db, input, me.user);
      model.tasks.set(title, { device: op.device, status: 'todo', deleted: false });
      return true;
    }
    case 'editTask': {
      const [title, task] =
        pick(
          own(model.tasks, op.device, (t) => !t.deleted),
          op.pick,
        ) ?? [];
      if (!title || !task) return false;
      const status = TASK_STATUSES[op.value % TASK_STATUSES.length]!;
      await updateTask(db, await localId(device, 'tasks', title), { status }, me.user.id);
      task.status = status;
      return true;
    }
    case 'deleteTask': {
      const [title, task] =
        pick(
          own(model.tasks, op.device, (t) => !t.deleted),
          op.pick,
        ) ?? [];
      if (!title || !task) return false;
      await deleteTask(db, await localId(device, 'tasks', title), me.user.id);
      task.deleted = true;
      return true;
    }
    case 'createContact': {
      const lastName = marker();
      const form = validateClientForm({ ...emptyClientFormValues(), firstName: 'Fault', lastName });
      if (!form.ok) throw new Error('the contact form refused a valid contact');
      await createContact(db, form.input, me.user);
      model.contacts.set(form.input.name, { device: op.device, phone: form.input.phone });
      return true;
    }
    case 'editContact': {
      const [name, contact] = pick(own(model.contacts, op.device), op.pick) ?? [];
      if (!name || !contact) return false;
      // Digits only: the server keeps only digits (SPEC 5), and the model compares its value.
      const phone = `5035550${String(op.value).padStart(3, '0')}`;
      await updateContact(db, await localId(device, 'contacts', name), { phone }, me.user.id);
      contact.phone = phone;
      return true;
    }
    case 'toggleOffline': {
      ctx.offline[op.device] = !ctx.offline[op.device];
      device.proxy.setOffline(ctx.offline[op.device]!);
      return true;
    }
    case 'pause': {
      await new Promise((resolve) => setTimeout(resolve, op.value % 300));
      return true;
    }
  }
}

/** The record's id on this device now (a temp- id until its create is acknowledged). */
async function localId(
  device: Device,
  collection: 'claims' | 'notes' | 'tasks' | 'contacts',
  marker: string,
): Promise<string> {
  const field = { claims: 'policyNumber', notes: 'text', tasks: 'title', contacts: 'name' }[
    collection
  ];
  // A scan, not a selector: these fields are sealed (encrypted) in storage.
  const docs = await device.db.collections[collection].find().exec();
  const found = docs.find((doc) => (doc.toJSON() as Record<string, unknown>)[field] === marker);
  if (!found) throw new Error(`device ${device.index} lost its own ${collection} record ${marker}`);
  return found.id;
}
