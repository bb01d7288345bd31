import { createHash, randomUUID } from 'node:crypto';
import type { claims } from '../db/schema/claims';
import type { documents } from '../db/schema/documents';
import { mimeTypeFor } from '../routes/api/documents/document-files';
import { drawPng, writePdf, type Layer } from './demo-files';
import { daysAgo } from './random';

type Claim = typeof claims.$inferInsert & { id: string };
type NewDocument = typeof documents.$inferInsert & { id: string; storageKey: string };

export interface DemoDocument {
  row: NewDocument;
  bytes: Buffer;
}

export interface DocumentSeedInput {
  organizationId: string;
  now: Date;
  claims: readonly Claim[];
  adjusterId: string;
  managerId: string;
}

const box =
  (x0: number, y0: number, x1: number, y1: number, colour: readonly [number, number, number]) =>
  (x: number, y: number) => (x >= x0 && x < x1 && y >= y0 && y < y1 ? colour : undefined);

/** A house front: sky, lawn, walls, a roof with a tarp over the damage, door and windows. */
const FRONT_ELEVATION: Layer[] = [
  (_x, y) => [150 - y / 4, 190 - y / 4, 235 - y / 6],
  box(0, 170, 320, 240, [92, 140, 70]),
  box(70, 100, 250, 190, [222, 210, 188]),
  (x, y) => (y >= 40 && y < 100 && Math.abs(x - 160) < (y - 40) * 1.7 ? [120, 70, 50] : undefined),
  box(175, 62, 215, 92, [40, 90, 170]),
  box(145, 140, 175, 190, [110, 60, 40]),
  box(90, 120, 125, 150, [180, 210, 230]),
  box(195, 120, 230, 150, [180, 210, 230]),
];

/** A ceiling with a water stain and a crack. */
const KITCHEN_CEILING: Layer[] = [
  () => [236, 234, 228],
  (x, y) => {
    const d = Math.hypot(x - 150, (y - 110) * 1.3);
    if (d < 48) return [170 - d, 150 - d / 2, 110];
    return d < 62 ? [205, 195, 170] : undefined;
  },
  (x, y) => (Math.abs(y - 60 - x * 0.35) < 1.2 && x > 40 && x < 260 ? [90, 85, 80] : undefined),
];

function claimLines(claim: Claim): string[] {
  return [
    `Claim ${claim.claimNumber} - policy ${claim.policyNumber ?? ''}`,
    `${claim.address ?? ''}, ${claim.city ?? ''} ${claim.state ?? ''} ${claim.zipCode ?? ''}`,
    `Date of loss: ${claim.dateOfLoss ?? ''}`,
  ];
}

/**
 * A few small documents on two open claims assigned to the demo adjuster, so the library, the
 * claim's documents, the preview (image, two-page PDF, text) and downloads show something real on
 * a fresh start. None is client-visible. The adjuster's own inspection is from days ago; the
 * manager's estimate is recent, so the adjuster's dashboard has documents to review.
 */
export function demoDocuments(input: DocumentSeedInput): DemoDocument[] {
  const { organizationId, now, adjusterId, managerId } = input;
  const open = input.claims.filter(
    (c) => c.assignedTo === adjusterId && c.status !== 'Closed' && c.status !== 'Settled',
  );
  const [inspected, estimated] = open;
  if (!inspected || !estimated) return [];
  const file = (
    claim: Claim,
    name: string,
    bytes: Buffer,
    uploadedBy: string,
    createdAt: Date,
  ): DemoDocument => {
    const id = randomUUID();
    return {
      bytes,
      row: {
        id,
        organizationId,
        claimId: claim.id,
        name,
        mimeType: mimeTypeFor(name),
        size: bytes.length,
        storageKey: `${organizationId}/${randomUUID()}`,
        isClientVisible: false,
        uploadedBy,
        createdAt,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    };
  };
  const report = writePdf([
    [
      'Inspection report',
      ...claimLines(inspected),
      '',
      'Roof: wind-lifted shingles on the north slope, about 6 squares.',
      'Tarp installed over the opening on the day of the visit.',
      'Attic: wet insulation under the opening; moisture 31% at the hatch.',
    ],
    [
      'Findings and next steps',
      '1. Replace the north slope (6 squares) and the underlayment.',
      '2. Remove and replace the attic insulation below it.',
      '3. Re-inspect the ceiling drywall once dry.',
    ],
  ]);
  const estimate = writePdf([
    [
      'Contractor estimate',
      ...claimLines(estimated),
      '',
      'Kitchen ceiling: remove and replace 120 sq ft of drywall    $1,850',
      'Paint ceiling and walls                                      $   740',
      'Drying equipment, 3 days                                     $   420',
      'Total                                                        $3,010',
    ],
  ]);
  const notes = Buffer.from(
    [
      `Field notes - ${inspected.claimNumber}`,
      '',
      '- Met the homeowner at 10:00; access to the attic through the hallway hatch.',
      '- Photos of the front elevation and the tarp taken from the street.',
      '- Neighbour reports the same storm took shingles off two houses on the street.',
      '',
    ].join('\n'),
  );
  return [
    file(inspected, 'Inspection report.pdf', report, adjusterId, daysAgo(now, 4, 15)),
    file(
      inspected,
      'Front elevation.png',
      drawPng(320, 240, FRONT_ELEVATION),
      adjusterId,
      daysAgo(now, 4, 14),
    ),
    file(inspected, 'Field notes.txt', notes, adjusterId, daysAgo(now, 4, 16)),
    file(estimated, 'Contractor estimate.pdf', estimate, managerId, daysAgo(now, 1, 11)),
    file(
      estimated,
      'Kitchen ceiling.png',
      drawPng(300, 220, KITCHEN_CEILING),
      managerId,
      daysAgo(now, 1, 11),
    ),
  ];
}
