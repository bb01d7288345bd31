import { expect, type Locator, type Page } from '@playwright/test';

/** A file as Playwright's setInputFiles takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /claims/{id}: header, customers, conversations with threaded notes, documents, history. */
export class ClaimDetailsPage {
  readonly customers: Locator;
  readonly conversations: Locator;
  readonly documents: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.customers = page.getByRole('region', { name: 'Customers' });
    this.conversations = page.getByRole('region', { name: 'Conversations' });
    this.documents = page.getByRole('region', { name: 'Documents' });
    this.history = page.getByRole('region', { name: 'History' });
  }

  async goto(id: string) {
    await this.page.goto(`/claims/${id}`);
    await expect(this.statusSelect()).toBeVisible({ timeout: 20_000 });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  /** The claim id in the address bar. */
  idInUrl(): string {
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop() ?? '');
  }

  syncState() {
    return this.page.locator('main [data-sync-state]').first();
  }

  statusSelect() {
    return this.page.getByRole('combobox', { name: 'Status', exact: true });
  }

  async changeStatus(status: string) {
    await this.statusSelect().click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
    await expect(this.statusSelect()).toHaveValue(status);
  }

  customerRows() {
    return this.customers.getByRole('listitem');
  }

  customer(name: string) {
    return this.customerRows().filter({ hasText: name });
  }

  async addCustomerFromContacts(name: string) {
    const select = this.customers.getByRole('combobox', { name: 'Add a customer from contacts' });
    await select.click();
    await select.fill(name);
    await this.page.getByRole('option', { name, exact: true }).first().click();
    await expect(this.customer(name)).toBeVisible();
  }

  async createCustomer(name: string) {
    await this.customers.getByRole('textbox', { name: 'New customer name' }).fill(name);
    await this.customers.getByRole('button', { name: 'Create' }).click();
    await expect(this.customer(name)).toBeVisible();
  }

  async makePrimary(name: string) {
    await this.customer(name)
      .getByRole('button', { name: `Make ${name} primary` })
      .click();
  }

  async removeCustomer(name: string) {
    await this.customer(name)
      .getByRole('button', { name: `Remove ${name}` })
      .click();
    await expect(this.customer(name)).toHaveCount(0);
  }

  primaryName() {
    return this.customerRows().filter({ hasText: 'Primary' });
  }

  async createConversation(title = '') {
    const input = this.conversations.getByRole('textbox', { name: 'New conversation title' });
    if (title) await input.fill(title);
    await this.conversations.getByRole('button', { name: 'New' }).click();
  }

  async openConversation(title: string) {
    await this.conversations.getByText(title, { exact: true }).first().click();
    await expect(this.conversations.getByText(title, { exact: true }).nth(1)).toBeVisible();
  }

  /** Types into a note editor (ProseMirror) and sends it. */
  private async write(editor: Locator, text: string, submit: string) {
    await editor.click();
    await editor.pressSequentially(text);
    await this.conversations.getByRole('button', { name: submit, exact: true }).last().click();
  }

  async addNote(text: string, conversationTitle: string) {
    const editor = this.conversations.getByRole('textbox', {
      name: `New note in ${conversationTitle}`,
    });
    await this.write(editor, text, 'Add note');
  }

  note(text: string | RegExp) {
    return this.conversations.locator('[data-note-id]').filter({ hasText: text });
  }

  async reply(toText: string, text: string) {
    const editor = this.conversations.getByRole('textbox', { name: 'Reply' });
    // A note that syncs just then takes its server id and its reply box closes: a user would
    // press Reply again, and so does this.
    await expect(async () => {
      await this.note(toText).first().getByRole('button', { name: 'Reply' }).click();
      await expect(editor).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await this.write(editor, text, 'Reply');
  }

  async toggleClientVisible(text: string) {
    await this.note(text)
      .first()
      .getByRole('switch', { name: 'Visible to the client' })
      .click({ force: true });
  }

  historyEntry(title: string) {
    return this.history.locator('.mantine-Timeline-item').filter({ hasText: title });
  }

  async openEdit() {
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(this.page.getByRole('form', { name: 'Edit claim' })).toBeVisible();
  }

  /** Picks files in the new-note composer's "Attach files" control. */
  async attachToNewNote(files: FilePayload[]) {
    await this.conversations
      .locator('input[type="file"][aria-label="Attach files"]')
      .last()
      .setInputFiles(files);
  }

  /** The chips of files picked for the note being written. */
  pickedAttachments() {
    return this.conversations.locator('[data-attachment]');
  }

  attachmentRefusal() {
    return this.conversations.getByRole('alert');
  }

  async addNoteWithFiles(text: string, conversationTitle: string, files: FilePayload[]) {
    await this.attachToNewNote(files);
    for (const file of files) {
      await expect(this.pickedAttachments().filter({ hasText: file.name })).toBeVisible();
    }
    await this.addNote(text, conversationTitle);
  }

  /** An attachment listed on a note. */
  noteAttachment(noteText: string, name: string) {
    return this.note(noteText)
      .first()
      .getByRole('list', { name: 'Attachments' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  documentRow(name: string) {
    return this.documents.getByRole('listitem').filter({ hasText: name });
  }

  /** The upload dialog of the Documents section ("Upload documents"). */
  get uploadDialog() {
    return this.page.getByRole('dialog', { name: 'Upload documents' });
  }

  /** "Upload documents" in the Documents section: the files go to the dialog's file chooser. */
  async uploadDocuments(files: FilePayload[]) {
    if (!(await this.uploadDialog.isVisible())) {
      await this.documents.getByRole('button', { name: 'Upload documents' }).click();
    }
    await this.uploadDialog.getByLabel('Choose files to upload').setInputFiles(files);
  }

  /** Closes the upload dialog (its files stay queued) so the page behind it can be used. */
  async closeUploadDialog() {
    await this.page.keyboard.press('Escape');
    await expect(this.uploadDialog).toBeHidden();
  }

  /** A file's row in the upload dialog (its state, bar, message, cancel and retry). */
  uploadRow(name: string) {
    return this.uploadDialog.locator(`[data-upload-row="${name}"]`);
  }

  uploadRefusal() {
    return this.uploadDialog.getByRole('alert');
  }

  /** Clicks a document's name and returns what the browser saved, by name and content. */
  async download(link: Locator): Promise<{ name: string; content: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      link.getByRole('button', { name: /^Download / }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { name: download.suggestedFilename(), content: Buffer.concat(chunks).toString('utf8') };
  }

  /** The notification shown when a file can be opened neither from the device nor the server. */
  notOnDeviceNotice() {
    return this.page.getByText(
      'This file is not on this device; it can be opened when back online',
    );
  }
}
