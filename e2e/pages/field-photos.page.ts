import { expect, type Locator, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';

/** The claim page's "Field photos" section (issue 14). */
export class FieldPhotosPage {
  readonly section: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Field photos' });
  }

  /**
   * A JPEG drawn by the browser (noise over a gradient, so compression has work to do), as the
   * camera would hand it over.
   */
  async cameraPhoto(name: string) {
    const base64 = await this.page.evaluate((label) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 1200, 900);
      gradient.addColorStop(0, '#7a5230');
      gradient.addColorStop(1, '#9ab4c8');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1200, 900);
      for (let i = 0; i < 40_000; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 40% ${30 + (i % 50)}%)`;
        context.fillRect((i * 7919) % 1200, (i * 104_729) % 900, 3, 3);
      }
      // Each photo its own bytes (and hash).
      context.fillStyle = '#fff';
      context.font = '48px sans-serif';
      context.fillText(label, 40, 80);
      return canvas.toDataURL('image/jpeg', 0.97).split(',')[1]!;
    }, name);
    return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
  }

  async takePhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    const input = this.section.locator('input[type="file"][aria-label="Take photo"]');
    await expect(input).toHaveAttribute('capture', 'environment');
    await input.setInputFiles(file);
  }

  row(name: string) {
    return this.section.getByRole('listitem').filter({ hasText: name });
  }

  /** Exports the photo log and returns the ZIP's files by path. */
  async exportLog(): Promise<{ name: string; files: Record<string, Uint8Array> }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.section.getByRole('button', { name: 'Export photo log' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) {
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    return { name: download.suggestedFilename(), files: unzipSync(Buffer.concat(chunks)) };
  }
}

export const text = strFromU8;
