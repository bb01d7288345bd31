import { addRxPlugin } from 'rxdb';
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';

// Plugins every build needs: leader election (one tab drains the queue and pulls), schema
// migrations (a schema change never loses local data), attachments (stored documents).
let added = false;

export function addAppPlugins(): void {
  if (added) return;
  added = true;
  addRxPlugin(RxDBLeaderElectionPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  addRxPlugin(RxDBAttachmentsPlugin);
}
