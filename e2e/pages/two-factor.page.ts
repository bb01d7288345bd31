import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** A code of the secret, `offsetSteps` 30-second steps from now (the server accepts ±1). */
export function totpCode(secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** Profile › Two-factor authentication. */
export class TwoFactorPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Two-factor authentication' });
  readonly setUpButton = () => this.page.getByRole('button', { name: 'Set up' });
  readonly secretText = () => this.page.getByTestId('two-factor-secret');
  readonly qrCode = () =>
    this.page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  readonly codeField = () =>
    this.page.getByLabel('2. Enter the 6-digit code from your authenticator app');
  readonly verifyButton = () => this.page.getByRole('button', { name: 'Verify and turn on' });
  readonly recoveryCodes = () =>
    this.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  readonly savedButton = () => this.page.getByRole('button', { name: 'I saved them' });
  readonly statusBadge = () => this.page.getByText('On', { exact: true });
  readonly requiredNotice = () =>
    this.page.getByText(
      'Your organization requires two-factor authentication. Set it up to continue.',
    );

  async goto() {
    await this.page.goto('/profile/two-factor');
    await expect(this.heading()).toBeVisible();
  }

  /** Set-up through the page; answers the secret (read as a person would type it) and the codes. */
  async setUp(): Promise<{ secret: string; codes: string[] }> {
    await this.setUpButton().click();
    await expect(this.qrCode()).toBeVisible();
    const secret = (await this.secretText().innerText()).replace(/\s/g, '');
    await this.codeField().fill(totpCode(secret));
    await this.verifyButton().click();
    await expect(this.recoveryCodes()).toHaveCount(10);
    const codes = await this.recoveryCodes().allInnerTexts();
    await this.savedButton().click();
    return { secret, codes };
  }
}

/** The login's second step. */
export class LoginCodeStep {
  constructor(private readonly page: Page) {}

  readonly prompt = () => this.page.getByText('Enter the 6-digit code from your authenticator app');
  readonly codeField = () => this.page.getByLabel('Authentication code');
  readonly recoveryField = () => this.page.getByLabel('Recovery code');
  readonly useRecoveryCode = () => this.page.getByRole('button', { name: 'Use a recovery code' });
  readonly verifyButton = () => this.page.getByRole('button', { name: 'Verify' });

  async enterCode(code: string) {
    await expect(this.prompt()).toBeVisible();
    // Six digits submit on their own.
    await this.codeField().fill(code);
  }

  async enterRecoveryCode(code: string) {
    await this.useRecoveryCode().click();
    await this.recoveryField().fill(code);
    await this.verifyButton().click();
  }

  async expectFieldError(message: string) {
    await expect(this.page.getByText(message)).toBeVisible();
  }
}
