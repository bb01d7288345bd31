import type { Envelope } from './aes-gcm';

export type SealedFields = Record<string, unknown>;
interface Entry {
  id: string;
  fields: SealedFields;
}

/**
 * Remembers the plaintext behind envelopes this tab wrote or already opened, so the write path
 * never decrypts what it has just encrypted (change events, conflict checks) and a query re-run
 * after a change costs no crypto. Two levels: by envelope object (the storage hands the very
 * object we wrote back in change events: free, collected with it) and by IV (a fresh random IV
 * names one write; bounded, least recently used out first). An entry answers only for the
 * document it was written for, so an envelope copied onto another record still fails to open.
 */
export class PlaintextCache {
  private byEnvelope = new WeakMap<Envelope, Entry>();
  private readonly byIv = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  remember(envelope: Envelope, id: string, fields: SealedFields): void {
    const entry = { id, fields };
    this.byEnvelope.set(envelope, entry);
    if (this.maxEntries === 0 || envelope.iv === '') return;
    this.byIv.delete(envelope.iv);
    this.byIv.set(envelope.iv, entry);
    if (this.byIv.size > this.maxEntries) {
      const oldest = this.byIv.keys().next();
      if (!oldest.done) this.byIv.delete(oldest.value);
    }
  }

  recall(envelope: Envelope, id: string): SealedFields | undefined {
    const direct = this.byEnvelope.get(envelope);
    if (direct) return direct.id === id ? direct.fields : undefined;
    const entry = this.byIv.get(envelope.iv);
    if (!entry || entry.id !== id) return undefined;
    this.byIv.delete(envelope.iv);
    this.byIv.set(envelope.iv, entry);
    this.byEnvelope.set(envelope, entry);
    return entry.fields;
  }

  /** On close: no plaintext outlives the open collection. */
  clear(): void {
    this.byEnvelope = new WeakMap();
    this.byIv.clear();
  }
}
