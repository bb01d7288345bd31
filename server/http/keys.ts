import { renameKeys } from '../../src/domain/rename-keys';

// The wire speaks snake_case; request bodies may use either case (DESIGN.md "keys").
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const camelKeys = <T = unknown>(value: unknown): T => renameKeys(value, toCamel) as T;
export const snakeKeys = <T = unknown>(value: unknown): T => renameKeys(value, toSnake) as T;
