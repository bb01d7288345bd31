import type { Claim } from '../../../domain/claim.schema';
import type { Conversation } from '../../../domain/conversation.schema';
import type { ClaimDocument } from '../../../domain/document.schema';
import type { Note } from '../../../domain/note.schema';
import { RichHtml } from '../../../shared/ui/rich-html';
import { formatFileSize } from '../../../shared/ui/file-size';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/ui/display-format';
import { buildNoteThreads, isAutomaticNote, type NoteNode } from '../details/note-thread';
import './claim-print.css';

export interface ClaimPrintViewProps {
  claim: Claim;
  conversations: readonly Conversation[];
  notes: readonly Note[];
  documents: readonly ClaimDocument[];
  /** User id → full name (assignee, note authors, uploaders). */
  userName: (id: string | null | undefined) => string;
  /** When the sheet was made, printed in its footer. */
  printedAt: Date;
}

const byTime = <T extends { createdAt: string }>(a: T, b: T) =>
  a.createdAt.localeCompare(b.createdAt);

/** A thread flattened in reading order: each note, then its replies, one level deeper. */
function flatten(nodes: readonly NoteNode[], depth = 0): { note: Note; depth: number }[] {
  return nodes.flatMap((node) => [{ note: node.note, depth }, ...flatten(node.replies, depth + 1)]);
}

/**
 * The claim as one printable sheet (issue 16): header, parties, dates and status, the notes of
 * each conversation in order, the status history and the documents list. Plain document markup
 * with its own print stylesheet (claim-print.css), no app chrome, from this device's data only.
 */
export function ClaimPrintView(props: ClaimPrintViewProps) {
  const { claim, userName } = props;
  const conversations = [...props.conversations].sort(byTime);
  const written = props.notes.filter((note) => !isAutomaticNote(note));
  const history = props.notes.filter(isAutomaticNote).sort(byTime);
  const known = new Set(conversations.map((c) => c.id));
  const loose = written.filter((note) => !note.conversationId || !known.has(note.conversationId));
  const groups = [
    ...conversations.map((c) => ({
      id: c.id,
      title: c.title,
      notes: written.filter((n) => n.conversationId === c.id),
    })),
    ...(loose.length > 0 ? [{ id: 'other', title: 'Other notes', notes: loose }] : []),
  ];
  const documents = props.documents.filter((d) => !d.originalOf).sort(byTime);
  const field = (label: string, value: string | null | undefined) => (
    <div className="claim-print-field">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );

  return (
    <article className="claim-print" aria-labelledby="claim-print-title">
      <header className="claim-print-header">
        <h1 id="claim-print-title">Claim {claim.claimNumber}</h1>
        <p className="claim-print-status">
          Status: <strong>{claim.status}</strong> since {formatDateTime(claim.statusChangedAt)}
        </p>
      </header>

      <section aria-labelledby="claim-print-details">
        <h2 id="claim-print-details">Details</h2>
        <dl className="claim-print-fields">
          {field('Policy number', claim.policyNumber)}
          {field('Date of loss', formatDate(claim.dateOfLoss))}
          {field('Opened', formatDateTime(claim.dateCreated))}
          {field('Last updated', formatDateTime(claim.lastUpdated))}
          {field('Assigned to', userName(claim.assignedTo) || 'Unassigned')}
          {field(
            'Estimated value',
            claim.estimatedValue == null ? '' : formatMoney(claim.estimatedValue),
          )}
          {field(
            'Loss address',
            [claim.address, claim.city, [claim.state, claim.zipCode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
          )}
        </dl>
        {claim.description && <p className="claim-print-description">{claim.description}</p>}
      </section>

      <section aria-labelledby="claim-print-parties">
        <h2 id="claim-print-parties">Parties</h2>
        <dl className="claim-print-fields">
          {field('Referral client', claim.clientName)}
          {field(
            claim.customers.length === 1 ? 'Customer' : 'Customers',
            claim.customers
              .map((c) =>
                c.isPrimary && claim.customers.length > 1 ? `${c.name} (primary)` : c.name,
              )
              .join(', '),
          )}
        </dl>
      </section>

      <section aria-labelledby="claim-print-notes">
        <h2 id="claim-print-notes">Notes</h2>
        {groups.length === 0 && <p>No notes.</p>}
        {groups.map((group) => (
          <section key={group.id} className="claim-print-conversation">
            <h3>{group.title}</h3>
            {group.notes.length === 0 ? (
              <p>No notes in this conversation.</p>
            ) : (
              <ol className="claim-print-notes">
                {flatten(buildNoteThreads(group.notes)).map(({ note, depth }) => (
                  <li key={note.id} style={{ marginInlineStart: `${depth * 1.5}em` }}>
                    <p className="claim-print-meta">
                      {userName(note.createdBy) || 'Unknown user'} ·{' '}
                      {formatDateTime(note.createdAt)}
                      {note.isClientVisible ? ' · visible to the client' : ''}
                    </p>
                    <RichHtml html={note.text} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </section>

      <section aria-labelledby="claim-print-history">
        <h2 id="claim-print-history">Status history</h2>
        {history.length === 0 ? (
          <p>No changes recorded.</p>
        ) : (
          <ol className="claim-print-notes">
            {history.map((note) => (
              <li key={note.id}>
                <p className="claim-print-meta">
                  {note.title} · {userName(note.createdBy) || 'Unknown user'} ·{' '}
                  {formatDateTime(note.createdAt)}
                </p>
                <RichHtml html={note.text} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="claim-print-documents">
        <h2 id="claim-print-documents">Documents</h2>
        {documents.length === 0 ? (
          <p>No documents.</p>
        ) : (
          <table className="claim-print-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Size</th>
                <th scope="col">Uploaded</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.id}>
                  <td>{doc.name}</td>
                  <td>{formatFileSize(doc.size)}</td>
                  <td>{formatDateTime(doc.createdAt)}</td>
                  <td>{userName(doc.uploadedBy) || 'Unknown user'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <footer className="claim-print-footer">
        Printed {formatDateTime(props.printedAt.toISOString())}
      </footer>
    </article>
  );
}
