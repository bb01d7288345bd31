import { expect, type Locator, type Page } from '@playwright/test';

export interface EventFields {
  title?: string;
  startTime?: string;
  endTime?: string;
  /** Typed into the claim search; the first matching option is chosen. */
  claim?: string;
  location?: string;
  notes?: string;
  /** Someone added to the attendees, chosen by name in the Team or the Contacts group. */
  attendee?: { name: string; group: 'Team' | 'Contacts' };
}

/** The /calendar screen: the toolbar, the FullCalendar grid and the event dialog. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog');
  readonly title = () => this.page.getByTestId('calendar-title');
  readonly grid = () => this.page.locator('.cd-calendar');
  readonly event = (title: string) => this.grid().locator('.fc-event').filter({ hasText: title });
  /** The event titled exactly `title` (not a task whose title contains it). */
  readonly exactEvent = (title: string) =>
    this.grid()
      .locator('.fc-event')
      .filter({ has: this.page.getByText(title, { exact: true }) });
  readonly viewControl = () => this.page.getByRole('radiogroup', { name: 'Calendar view' });

  async goto() {
    await this.page.goto('/calendar');
    await this.page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
    await expect(this.page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(this.grid()).toBeVisible();
  }

  /** The FullCalendar view on screen (timeGridWeek, dayGridMonth…). */
  async viewName(): Promise<string> {
    const view = this.grid().locator('.fc-view');
    const classes = (await view.getAttribute('class')) ?? '';
    return (
      /fc-([a-zA-Z]+)-view/.exec(
        classes.split(' ').find((c) => /-view$/.test(c) && c !== 'fc-view') ?? '',
      )?.[1] ?? ''
    );
  }

  async chooseView(label: 'Day' | 'Week' | 'Month' | 'Agenda') {
    await this.viewControl().getByText(label, { exact: true }).click();
  }

  /** Shows the week holding `title` (this one or the next): seeded events are a few days ahead. */
  async findEvent(title: string, tries = 2): Promise<Locator> {
    // Exact: "Task: Prepare the weekly claims review" must not stop the search a week early
    // (it did on Saturdays, when the seeded review is on Monday).
    for (let i = 0; i < tries; i += 1) {
      if ((await this.exactEvent(title).count()) > 0) break;
      await this.page.getByRole('button', { name: 'Next' }).click();
    }
    return this.exactEvent(title).first();
  }

  /** Clicks the empty time-grid slot of `day` (YYYY-MM-DD) at `time` (HH:MM). */
  async clickSlot(day: string, time: string) {
    const column = this.grid().locator(`td.fc-timegrid-col[data-date="${day}"]`);
    const lane = this.grid().locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
    await lane.scrollIntoViewIfNeeded();
    const [x, y] = [await column.boundingBox(), await lane.boundingBox()];
    if (!x || !y) throw new Error(`No slot ${day} ${time}`);
    // Near the column's left edge: events sit to the right of a slot when it is shared.
    await this.page.mouse.click(x.x + 8, y.y + y.height / 2);
    await expect(this.dialog()).toBeVisible();
  }

  /** The height of one time-grid slot (half an hour), in pixels. */
  async slotHeight(): Promise<number> {
    const box = await this.grid().locator('td.fc-timegrid-slot-lane').first().boundingBox();
    if (!box) throw new Error('No time grid');
    return box.height;
  }

  /** Drags the event by its body (a move) or its bottom edge (a resize) by `dy` pixels. */
  async drag(title: string, dy: number, part: 'body' | 'end' = 'body') {
    const event = this.event(title).first();
    await event.scrollIntoViewIfNeeded();
    const box = await event.boundingBox();
    if (!box) throw new Error(`No event ${title}`);
    // Near the left edge: a task sharing the slot sits inset on the right.
    const x = box.x + 12;
    const y = part === 'body' ? box.y + Math.min(12, box.height / 3) : box.y + box.height - 3;
    // Hovering shows the resize handle.
    await this.page.mouse.move(x, y - 6);
    await this.page.mouse.move(x, y, { steps: 3 });
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + dy / 2, { steps: 8 });
    await this.page.mouse.move(x, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }

  async fill(values: EventFields) {
    const dialog = this.dialog();
    if (values.title !== undefined) await dialog.getByLabel('Title').fill(values.title);
    if (values.startTime !== undefined)
      await dialog.getByLabel('Start time').fill(values.startTime);
    if (values.endTime !== undefined) await dialog.getByLabel('End time').fill(values.endTime);
    if (values.claim !== undefined) {
      const field = dialog.getByRole('combobox', { name: 'Claim' });
      await field.click();
      await field.fill(values.claim);
      await this.page.getByRole('option').first().click();
    }
    if (values.location !== undefined) await dialog.getByLabel('Location').fill(values.location);
    if (values.notes !== undefined) await dialog.getByLabel('Notes').fill(values.notes);
    if (values.attendee !== undefined) {
      const field = dialog.getByRole('combobox', { name: 'Attendees' });
      await field.click();
      await field.fill(values.attendee.name);
      await this.page
        .getByRole('listbox', { name: 'Attendees' })
        .getByRole('group', { name: values.attendee.group })
        .getByRole('option', { name: values.attendee.name, exact: true })
        .click();
      await this.page.keyboard.press('Escape');
    }
  }

  async save() {
    await this.dialog()
      .getByRole('button', { name: /^(Create event|Save changes)$/ })
      .click();
    await expect(this.dialog()).toBeHidden();
  }
}
