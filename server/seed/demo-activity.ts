import { randomUUID } from 'node:crypto';
import { defaultConversationTitle } from '../../src/domain/constants';
import type { claims } from '../db/schema/claims';
import type { conversations, notes } from '../db/schema/notes';
import type { calendarEvents, tasks } from '../db/schema/tasks';
import { daysAgo, isoDate, notAfter } from './random';
import type { Random } from './random';

type Claim = typeof claims.$inferInsert & { id: string };
type NewNote = typeof notes.$inferInsert & { id: string };

export interface ActivityInput {
  organizationId: string;
  now: Date;
  random: Random;
  claims: Claim[];
  /** user id → full name, for the automatic notes' texts. */
  names: Map<string, string>;
  adjusterId: string;
}

const CREATION_FIELDS =
  'claim number, policy number, client name, customers, date of loss, address, city, state, zip code, status';

const THREAD = [
  {
    text: 'Called the insured to schedule the inspection; access confirmed for the morning.',
    visible: false,
  },
  {
    text: 'Inspection done. Photos uploaded; moisture readings are elevated in two rooms.',
    visible: true,
  },
  {
    text: 'Please send the contractor estimate and proof of ownership for the damaged contents.',
    visible: true,
  },
  { text: 'Carrier acknowledged receipt of the proof of loss.', visible: false },
];

const REPLY = 'Estimate received from the contractor; reviewing the line items now.';

export function demoActivity(input: ActivityInput) {
  const { organizationId, random } = input;
  const convs: (typeof conversations.$inferInsert)[] = [];
  const noteRows: NewNote[] = [];
  const nameOf = (id: string | null | undefined) => (id && input.names.get(id)) || 'System';

  input.claims.forEach((claim, i) => {
    const created = claim.dateCreated as Date;
    noteRows.push({
      id: randomUUID(),
      organizationId,
      claimId: claim.id,
      title: 'Claim Creation',
      text: `${nameOf(claim.createdBy)} created the claim. Fields set: ${CREATION_FIELDS}.`,
      createdBy: claim.createdBy,
      createdAt: created,
    });
    if (claim.status !== 'New') {
      noteRows.push({
        id: randomUUID(),
        organizationId,
        claimId: claim.id,
        title: 'Status Change',
        text: `${nameOf(claim.createdBy)} updated the claim status. They changed status from New to ${claim.status}.`,
        createdBy: claim.createdBy,
        createdAt: claim.statusChangedAt as Date,
      });
    }
    if (i % 3 === 2) return;
    const conversationCount = i % 5 === 0 ? 2 : 1;
    for (let c = 1; c <= conversationCount; c++) {
      const conversationId = randomUUID();
      const started = notAfter(new Date(created.getTime() + c * 3_600_000), input.now);
      convs.push({
        id: conversationId,
        organizationId,
        claimId: claim.id,
        title: defaultConversationTitle(c),
        createdBy: input.adjusterId,
        createdAt: started,
      });
      const length = random.int(2, THREAD.length);
      let previous: NewNote | undefined;
      for (let n = 0; n < length; n++) {
        const entry = THREAD[n]!;
        const note: NewNote = {
          id: randomUUID(),
          organizationId,
          claimId: claim.id,
          conversationId,
          text: entry.text,
          createdBy: input.adjusterId,
          isClientVisible: entry.visible,
          status: n === 0 ? 'Done' : 'New',
          createdAt: notAfter(new Date(started.getTime() + (n + 1) * 5_400_000), input.now),
        };
        noteRows.push(note);
        previous = note;
      }
      if (previous && i % 4 === 0) {
        noteRows.push({
          id: randomUUID(),
          organizationId,
          claimId: claim.id,
          conversationId,
          parentId: previous.id,
          text: REPLY,
          createdBy: input.adjusterId,
          createdAt: notAfter(
            new Date((previous.createdAt as Date).getTime() + 3_600_000),
            input.now,
          ),
        });
      }
    }
  });
  return {
    conversations: convs,
    notes: noteRows,
    tasks: demoTasks(input),
    events: demoEvents(input),
  };
}

// Types are ids of the default task types (src/domain/task-types.ts).
const TASKS = [
  { title: 'Schedule site inspection', type: 'inspection' },
  { title: 'Request proof of loss', type: 'documentation' },
  { title: 'Review contractor estimate', type: 'review' },
  { title: 'Follow up with the carrier', type: 'follow-up' },
  { title: 'Call the insured', type: 'call' },
  { title: 'Re-inspect the repaired roof', type: 're-inspection' },
  { title: 'Submit the settlement package', type: 'deadline' },
] as const;

const PERSONAL = [
  { title: 'Renew the adjuster licence', type: 'deadline', days: 9 },
  { title: 'Update the mileage log', type: 'general', days: -1 },
  { title: 'Prepare the weekly claims review', type: 'general', days: 0 },
] as const;

function demoTasks(input: ActivityInput): (typeof tasks.$inferInsert)[] {
  const open = input.claims.filter((c) => c.status !== 'Closed');
  const onClaims = open.slice(0, 28).map((claim, i) => {
    const template = TASKS[i % TASKS.length]!;
    const due = daysAgo(input.now, input.random.int(-14, 5), 9 + (i % 8));
    const done = i % 6 === 5;
    // Every third task has a time of day as well as a day.
    const timed = i % 3 === 0;
    return {
      organizationId: input.organizationId,
      claimId: claim.id,
      title: template.title,
      description: `<p>${template.title} for ${claim.address}, ${claim.city}.</p>`,
      type: template.type,
      status: done ? 'done' : i % 4 === 1 ? 'in_progress' : 'todo',
      priority: i % 5 === 0 ? 'high' : i % 5 === 3 ? 'low' : 'medium',
      dueDate: isoDate(due),
      dueAt: timed ? due : null,
      assignedTo: claim.assignedTo ?? input.adjusterId,
      createdBy: input.adjusterId,
      completedAt: done ? daysAgo(input.now, 1) : null,
    };
  });
  const personal = PERSONAL.map((task) => ({
    organizationId: input.organizationId,
    claimId: null,
    title: task.title,
    description: '',
    type: task.type,
    status: 'todo',
    priority: 'medium',
    dueDate: isoDate(daysAgo(input.now, -task.days)),
    assignedTo: input.adjusterId,
    createdBy: input.adjusterId,
  }));
  return [...onClaims, ...personal];
}

function demoEvents(input: ActivityInput): (typeof calendarEvents.$inferInsert)[] {
  const open = input.claims.filter((c) => c.status === 'New' || c.status === 'In Progress');
  const at = (dayOffset: number, hour: number) => daysAgo(input.now, -dayOffset, hour);
  const hour = 3_600_000;
  // The adjuster's own events: they created them and attend them.
  const event = (
    startAt: Date,
    hours: number,
    fields: Pick<typeof calendarEvents.$inferInsert, 'title' | 'type' | 'location'> &
      Partial<Pick<typeof calendarEvents.$inferInsert, 'claimId' | 'description'>>,
  ) => ({
    organizationId: input.organizationId,
    ...fields,
    startAt,
    endAt: new Date(startAt.getTime() + hours * hour),
    attendees: [input.adjusterId],
    createdBy: input.adjusterId,
  });
  const inspections = open.slice(0, 4).map((claim, i) =>
    event(at(i + 1, 13 + (i % 3)), 1.5, {
      claimId: claim.id,
      title: `Site inspection ${claim.claimNumber}`,
      description: claim.description ?? '',
      type: 'Inspection',
      location: `${claim.address}, ${claim.city}, ${claim.state} ${claim.zipCode}`,
    }),
  );
  const review = event(at(2, 15), 1, {
    title: 'Weekly claims review',
    type: 'Meeting',
    location: 'Office, conference room B',
  });
  const appraisal = input.claims.find((c) => c.status === 'Appraisal');
  const appraisalMeeting = (claim: NonNullable<typeof appraisal>) =>
    event(at(6, 14), 1, {
      claimId: claim.id,
      title: `Appraisal meeting ${claim.claimNumber}`,
      type: 'Meeting',
      location: 'Video call',
    });
  return [...inspections, review, ...(appraisal ? [appraisalMeeting(appraisal)] : [])];
}
