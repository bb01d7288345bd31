import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { FieldPhotosPage, text } from './pages/field-photos.page';
import { exifOrientation, jpegSize, withExifOrientation } from './support/jpeg-exif';

test.beforeEach(async ({ loggedIn }) => loggedIn);

// LEAD: turn on once the server half of issue 14 (capture fields, sha256 and checksum_status on
// documents) is merged; until then the server keeps none of the capture fields, so after the sync
// this branch can only check that the photos arrived.
const SERVER_KEEPS_CAPTURES: boolean = true;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// Issue 14: a photo taken offline records when, where (or why not) and its device-side hash; the
// photo log exports from the device alone; back online, each photo reaches the server once.
test('take photos offline, export the photo log offline, then sync', async ({
  page,
  context,
  adjusterApi,
  claimDetails,
  network,
}) => {
  test.setTimeout(120_000);
  const claimId = String((await adjusterApi.createClaim(`POL-CAP-${Date.now()}`)).id);
  const photos = new FieldPhotosPage(page);
  await network.expectAppShellCached();
  await claimDetails.goto(claimId);
  await page.locator('html[data-initial-sync="done"]').waitFor({ state: 'attached' });
  await network.goOffline();
  // Compression runs beside the page, from the precached worker script (offline here).
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  // No permission for location: the photo is kept and the page says why it has no position.
  const first = await photos.cameraPhoto('field-1.jpg');
  await photos.takePhoto(first);
  await expect(photos.section.getByText('Location not recorded: permission denied')).toBeVisible({
    timeout: 20_000,
  });
  await expect(photos.row('field-1.jpg')).toContainText(
    /Captured .+ · location not recorded · checksum pending/,
  );

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 45.52345, longitude: -122.67621, accuracy: 14 });
  const second = await photos.cameraPhoto('field-2.jpg');
  await photos.takePhoto(second);
  const located = photos.row('field-2.jpg');
  await expect(located).toContainText(
    /Captured .+ near 45\.52345, -122\.67621 \(±14 m\) · checksum pending/,
    { timeout: 20_000 },
  );
  await expect(photos.section.getByText(/Location not recorded/)).toHaveCount(0);
  await expect(located.getByText('Not yet synced')).toBeVisible();

  // Offline, from the device alone: both photos, their originals (the seeded organization
  // compresses photos) and both manifests.
  const log = await photos.exportLog();
  expect(log.name).toMatch(/^photo-log-.+\.zip$/);
  const csv = text(log.files['manifest.csv']!)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toBe(
    'name,captured_at,latitude,longitude,accuracy_m,sha256,checksum_status,original_of,included',
  );
  const json = JSON.parse(text(log.files['manifest.json']!)) as {
    photos: { name: string; latitude: number | null; sha256: string; included: boolean }[];
  };
  expect(json.photos).toHaveLength(4);
  expect(workers.filter((url) => url.includes('compress-photo.worker'))).toHaveLength(1);
  expect(json.photos.every((p) => p.included && log.files[p.name])).toBe(true);
  // The hash of the bytes the camera gave, computed on the device before any compression.
  const ofSecond = json.photos.find((p) => p.sha256 === sha256(second.buffer));
  expect(ofSecond).toMatchObject({ latitude: 45.52345, included: true });
  expect(Buffer.from(log.files[ofSecond!.name]!).equals(second.buffer)).toBe(true);
  expect(json.photos.find((p) => p.sha256 === sha256(first.buffer))?.latitude).toBeNull();
  expect(csv.some((row) => row.includes(`,45.52345,-122.67621,14,${sha256(second.buffer)},`))).toBe(
    true,
  );

  await network.goOnline();
  await expect(claimDetails.documentRow('field-2.jpg').first()).toBeVisible();
  await expect(claimDetails.documents.getByText('Not yet synced')).toHaveCount(0, {
    timeout: 30_000,
  });
  // The list hides the originals, so "Not yet synced" gone from it does not mean they are up.
  const namesOnServer = async () => {
    const onServer = (await adjusterApi.get(`/organizations/${adjusterApi.orgId}/documents`)) as {
      name: string;
      claim_id?: string;
      claimId?: string;
    }[];
    return onServer.filter((d) => (d.claim_id ?? d.claimId) === claimId).map((d) => d.name);
  };
  // Each photo once, and its original once beside it.
  await expect
    .poll(async () => (await namesOnServer()).sort(), { timeout: 30_000 })
    .toEqual(['field-1.jpg', 'field-1.original.jpg', 'field-2.jpg', 'field-2.original.jpg']);

  if (SERVER_KEEPS_CAPTURES) {
    await expect(located).toContainText(
      /near 45\.52345, -122\.67621 \(±14 m\) · checksum verified/,
      {
        timeout: 30_000,
      },
    );
    // Originals are listed with their photo, not as documents of their own.
    await expect(claimDetails.documents.getByText('.original.')).toHaveCount(0);
  }
});

// Issue 14: compression keeps a sideways photo's orientation. The camera wrote 1200 × 900 pixels
// and EXIF Orientation 6 (turn 90° to view); the compressed copy is upright (900 × 1200) with its
// EXIF kept and Orientation 1, so no viewer turns it again; the original stays as taken.
test('a photo taken sideways is compressed upright, its EXIF kept with orientation 1', async ({
  page,
  adjusterApi,
  claimDetails,
}) => {
  test.setTimeout(90_000);
  const claimId = String((await adjusterApi.createClaim(`POL-ORI-${Date.now()}`)).id);
  const photos = new FieldPhotosPage(page);
  await claimDetails.goto(claimId);
  const shot = await photos.cameraPhoto('sideways.jpg');
  const sideways = { ...shot, buffer: withExifOrientation(shot.buffer, 6) };
  expect(jpegSize(sideways.buffer)).toEqual({ width: 1200, height: 900 });
  expect(exifOrientation(sideways.buffer)).toBe(6);
  await photos.takePhoto(sideways);
  await expect(photos.row('sideways.jpg')).toBeVisible({ timeout: 20_000 });
  // The copy is listed once stored; its original is stored next.
  await expect(photos.section.getByText('Saving the photo…')).toHaveCount(0);

  const log = await photos.exportLog();
  const copy = log.files['photos/sideways.jpg']!;
  expect(copy.length).toBeLessThan(sideways.buffer.length);
  expect(jpegSize(copy)).toEqual({ width: 900, height: 1200 });
  expect(exifOrientation(copy)).toBe(1);
  expect(Buffer.from(log.files['photos/sideways.original.jpg']!).equals(sideways.buffer)).toBe(
    true,
  );
});
