import { act } from 'react';
import { expect, it, vi } from 'vitest';
import type { ClaimDocument } from '../../../src/domain/document.schema';
import { FieldPhotosPanel } from '../../../src/features/claims/details/field-capture/field-photos-panel';
import { buttonByText } from '../support/queries';
import { renderUi } from '../support/render';
import { claimDocument } from './claim-document-fixture';

// Issue 14: each field photo says when, where and whether the server found the bytes it was sent;
// a photo compressed on the device is verified only when its original is too.
const photo = (id: string, name: string, more: Partial<ClaimDocument> = {}): ClaimDocument =>
  claimDocument(id, name, {
    mimeType: 'image/jpeg',
    capturedAt: '2026-03-02T09:59:00.000Z',
    latitude: 45.52345,
    longitude: -122.67621,
    locationAccuracy: 14.2,
    checksumStatus: 'verified',
    ...more,
  });

const rowOf = (id: string) => document.querySelector(`[data-photo-row="${id}"]`)!;
const checksumOf = (id: string) => rowOf(id).querySelector('[data-checksum]')!;
const photoLog = { photoCount: 0, exporting: false, missing: null, onExport: () => {} };

it('lists the photos with their capture line and checksum, originals folded into their photo', () => {
  const view = renderUi(
    <FieldPhotosPanel
      documents={[
        photo('p-1', 'roof.jpg'),
        photo('o-1', 'roof.original.jpg', { originalOf: 'p-1', checksumStatus: 'mismatch' }),
        photo('p-2', 'porch.jpg', { latitude: null, longitude: null, checksumStatus: null }),
        photo('p-3', 'fence.jpg'),
        photo('o-3', 'fence.original.jpg', { originalOf: 'p-3' }),
        photo('d-1', 'estimate.pdf', { capturedAt: null }),
      ]}
      takePhoto={null}
      photoLog={photoLog}
    />,
    { mantine: 'test' },
  );
  const { container } = view;
  expect(container.querySelectorAll('[role="listitem"]')).toHaveLength(3);
  expect(rowOf('p-1').textContent).toMatch(
    /Captured Mar 2, 2026 .+ near 45\.52345, -122\.67621 \(±14 m\) · checksum mismatch/,
  );
  expect(checksumOf('p-1').getAttribute('data-checksum')).toBe('mismatch');
  expect(rowOf('p-2').textContent).toMatch(/location not recorded · checksum pending/);
  expect(checksumOf('p-3').textContent).toBe('checksum verified');
  expect(container.textContent).not.toContain('roof.original.jpg');
  // Nothing to export without photos counted; without upload rights, no camera.
  expect(container.querySelector('[aria-label="Take photo"]')).toBeNull();
  expect(buttonByText(container, 'Export photo log').disabled).toBe(true);
});

it('takes a photo from the camera input and says why it has no location', () => {
  const onPhoto = vi.fn();
  const { container } = renderUi(
    <FieldPhotosPanel
      documents={[]}
      takePhoto={{ onPhoto, step: 'idle', locationNotice: 'Location not recorded: timed out' }}
      photoLog={{ ...photoLog, missing: ['photos/roof.jpg'] }}
    />,
    { mantine: 'test' },
  );
  const input = container.querySelector<HTMLInputElement>('input[aria-label="Take photo"]')!;
  expect(input.getAttribute('accept')).toBe('image/*');
  expect(input.getAttribute('capture')).toBe('environment');
  const file = new File(['x'], 'camera.jpg', { type: 'image/jpeg' });
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(onPhoto).toHaveBeenCalledWith(file);
  const notices = [...container.querySelectorAll('[role="status"]')].map((n) => n.textContent);
  expect(notices).toEqual([
    'Location not recorded: timed out',
    'Not in the photo log (not on this device and not downloadable now): photos/roof.jpg',
  ]);
});

it('opens a photo in the preview, its download beside it', () => {
  const onPreviewDocument = vi.fn();
  const onOpenDocument = vi.fn();
  const { container } = renderUi(
    <FieldPhotosPanel
      documents={[photo('p-1', 'roof.jpg')]}
      takePhoto={null}
      photoLog={photoLog}
      onPreviewDocument={onPreviewDocument}
      onOpenDocument={onOpenDocument}
    />,
    { mantine: 'test' },
  );
  act(() => container.querySelector<HTMLButtonElement>('[aria-label="Preview roof.jpg"]')!.click());
  expect(onPreviewDocument).toHaveBeenCalledWith('p-1');
  expect(onOpenDocument).not.toHaveBeenCalled();
  act(() =>
    container.querySelector<HTMLButtonElement>('[aria-label="Download roof.jpg"]')!.click(),
  );
  expect(onOpenDocument).toHaveBeenCalledWith('p-1', 'roof.jpg');
});

it('offers the photo log again only once the photo being saved is stored with its original', () => {
  const props = {
    documents: [photo('p-1', 'roof.jpg')],
    photoLog: { ...photoLog, photoCount: 1 },
  };
  const takePhoto = { onPhoto: vi.fn(), locationNotice: null };
  const view = renderUi(
    <FieldPhotosPanel {...props} takePhoto={{ ...takePhoto, step: 'saving' }} />,
    { mantine: 'test' },
  );
  expect(buttonByText(view.container, 'Export photo log').disabled).toBe(true);
  view.rerender(<FieldPhotosPanel {...props} takePhoto={{ ...takePhoto, step: 'idle' }} />);
  expect(buttonByText(view.container, 'Export photo log').disabled).toBe(false);
});
