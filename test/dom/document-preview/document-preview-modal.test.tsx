import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  DocumentPreviewModal,
  type DocumentPreviewModalProps,
  type PreviewDocument,
} from '../../../src/shared/ui/document-preview/document-preview-modal';
import { click, keyDown } from '../support/interact';
import { byLabel } from '../support/queries';
import { renderUi, settle } from '../support/render';

// Issue 14 (preview): the modal's controls and keys, what each kind of file shows, and that text
// is shown as text, never as markup.

// jsdom has no object URLs (the image viewer only needs one to set as its source) and its Blob no
// text(); browsers have both.
const { createObjectURL, revokeObjectURL } = URL;
const blobText = Object.getOwnPropertyDescriptor(Blob.prototype, 'text');
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview-test';
  URL.revokeObjectURL = () => undefined;
  Blob.prototype.text = function (this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  if (blobText) Object.defineProperty(Blob.prototype, 'text', blobText);
  else delete (Blob.prototype as Partial<Blob>).text;
});

const doc = (id: string, name: string, mimeType: string, size = 2048): PreviewDocument => ({
  id,
  name,
  mimeType,
  size,
});

function renderModal(
  props: Partial<DocumentPreviewModalProps> & Pick<DocumentPreviewModalProps, 'document' | 'file'>,
) {
  const handlers = { onClose: vi.fn(), onMove: vi.fn(), onDownload: vi.fn() };
  renderUi(
    <DocumentPreviewModal opened position={{ index: 1, count: 3 }} {...handlers} {...props} />,
    { mantine: 'test' },
  );
  return handlers;
}

const image = () => document.querySelector<HTMLImageElement>('img[alt="roof.jpg"]')!;
const button = (label: string) => byLabel<HTMLButtonElement>(document.body, label);

it('turns, zooms and moves through an image by button and by key', () => {
  const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
  const { onMove, onClose } = renderModal({
    document: doc('d-2', 'roof.jpg', 'application/octet-stream'),
    file: { status: 'ready', blob },
  });
  expect(document.querySelector('[data-preview-position]')?.textContent).toBe('2 of 3');
  expect(image().getAttribute('src')).toBe('blob:preview-test');

  click(button('Rotate'));
  expect(image().dataset.rotation).toBe('90');
  expect(image().style.transform).toContain('rotate(90deg)');
  keyDown(document.body, 'r');
  expect(image().style.transform).toContain('rotate(180deg)');

  click(button('Zoom in'));
  expect(image().dataset.zoom).toBe('1.25');
  expect(document.querySelector('[data-preview-zoom]')?.textContent).toBe('125%');
  keyDown(document.body, '+');
  keyDown(document.body, '-');
  keyDown(document.body, '-');
  expect(image().dataset.zoom).toBe('1');
  click(button('Zoom in'));
  click(button('Fit'));
  expect(image().dataset.zoom).toBe('1');

  click(button('Next document'));
  keyDown(document.body, 'ArrowLeft');
  keyDown(document.body, 'ArrowRight');
  expect(onMove.mock.calls).toEqual([[1], [-1], [1]]);
  // Typing in a field elsewhere is not a preview key.
  const field = document.createElement('input');
  document.body.append(field);
  keyDown(field, 'ArrowRight');
  field.remove();
  expect(onMove).toHaveBeenCalledTimes(3);

  keyDown(document.body, 'Escape');
  expect(onClose).toHaveBeenCalled();
});

it('a new document starts at fit and upright; the ends of the list disable moving on', () => {
  const blob = new Blob([new Uint8Array([1])], { type: 'image/png' });
  const props = {
    document: doc('d-1', 'roof.jpg', 'image/jpeg'),
    file: { status: 'ready', blob } as const,
    position: { index: 0, count: 2 },
  };
  const { rerender } = renderUi(
    <DocumentPreviewModal
      opened
      onClose={vi.fn()}
      onMove={vi.fn()}
      onDownload={vi.fn()}
      {...props}
    />,
    { mantine: 'test' },
  );
  expect(button('Previous document').disabled).toBe(true);
  expect(button('Next document').disabled).toBe(false);
  click(button('Rotate'));
  click(button('Zoom in'));
  rerender(
    <DocumentPreviewModal
      opened
      onClose={vi.fn()}
      onMove={vi.fn()}
      onDownload={vi.fn()}
      {...props}
      document={doc('d-2', 'roof.jpg', 'image/jpeg')}
      position={{ index: 1, count: 2 }}
    />,
  );
  expect(image().dataset.rotation).toBe('0');
  expect(image().dataset.zoom).toBe('1');
  expect(button('Next document').disabled).toBe(true);
});

it('shows a text file as plain text, never as markup', async () => {
  const text = '<b>bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>\nname,amount';
  renderModal({
    document: doc('d-3', 'notes.md', 'text/markdown'),
    file: { status: 'ready', blob: new Blob([text], { type: 'text/markdown' }) },
  });
  const shown = await settle(() => {
    const found = document.querySelector('[data-text-preview]');
    if (!found) throw new Error('no text yet');
    return found;
  });
  expect(shown.textContent).toBe(text);
  expect(shown.querySelector('b, img, script')).toBeNull();
  expect(document.querySelector('[data-text-cut]')).toBeNull();
});

it('offers an unknown type for download, with its name and size', () => {
  const { onDownload } = renderModal({
    document: doc('d-4', 'estimate.docx', 'application/octet-stream', 3 * 1024 * 1024),
    file: { status: 'loading' },
  });
  const other = document.querySelector('[data-preview-other]')!;
  expect(other.textContent).toContain('estimate.docx');
  expect(other.textContent).toContain('3.0 MB');
  expect(document.querySelector('img, [data-text-preview], canvas')).toBeNull();
  expect(document.querySelector('[aria-label="Rotate"]')).toBeNull();
  const download = [...other.querySelectorAll('button')].find((b) => b.textContent === 'Download');
  click(download!);
  expect(onDownload).toHaveBeenCalledTimes(1);
});

it('says why a file cannot be shown and offers to try again', () => {
  const onRetry = vi.fn();
  renderModal({
    document: doc('d-5', 'roof.jpg', 'image/jpeg'),
    file: {
      status: 'error',
      message: 'This document is not on this device and you are offline',
      onRetry,
    },
  });
  expect(document.querySelector('[role="alert"]')?.textContent).toBe(
    'This document is not on this device and you are offline',
  );
  click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!);
  expect(onRetry).toHaveBeenCalled();
});
