import type { RxCollection } from 'rxdb';
import { configSchema, type ConfigDocType } from './config.schema';

export type ConfigCollection = RxCollection<ConfigDocType>;

export const configCollection = { schema: configSchema, migrationStrategies: {} };
