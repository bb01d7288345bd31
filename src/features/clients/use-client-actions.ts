import { useMemo } from 'react';
import { useAppDatabase } from '../../collections/database.context';
import {
  createContact,
  deleteContact,
  updateContact,
} from '../../collections/contacts/contacts.mutations';
import { mergeContact } from '../../collections/contacts/contact-merge.mutations';
import { contactInUseMessage } from '../../domain/contact-claims';
import type { ContactInput } from '../../domain/contact.schema';
import { useSession } from '../../shared/services/services.context';
import { runAction } from '../../shared/ui/report-failure';

const NOT_READY = 'The local data is not open yet; try again in a moment';

/** Create, edit, delete and merge contacts through the collection (queued, shown at once). */
export function useClientActions() {
  const db = useAppDatabase();
  const { user } = useSession();
  return useMemo(() => {
    const ready = () => {
      if (!db || !user) throw new Error(NOT_READY);
      return { db, user };
    };
    return {
      create: (input: ContactInput) =>
        runAction(async () => {
          const { db, user } = ready();
          await createContact(db, input, user);
        }, 'Failed to create client'),
      update: (id: string, input: ContactInput) =>
        runAction(async () => {
          const { db, user } = ready();
          await updateContact(db, id, input, user.id);
        }, 'Failed to save client'),
      /**
       * Refused here while this device holds a claim that references the contact; the server
       * refuses too (a claim this device has not pulled yet).
       */
      remove: (id: string, linkedClaims: number, onDone: () => void) =>
        runAction(async () => {
          if (linkedClaims > 0) throw new Error(contactInUseMessage(linkedClaims));
          const { db, user } = ready();
          await deleteContact(db, id, user.id);
          onDone();
        }, 'Cannot delete client'),
      /** Merges `sourceId` into `intoId`: the source's claims move there and it goes. */
      merge: (sourceId: string, intoId: string, onDone: () => void) =>
        runAction(async () => {
          const { db, user } = ready();
          await mergeContact(db, sourceId, intoId, user.id);
          onDone();
        }, 'Cannot merge clients'),
    };
  }, [db, user]);
}
