import { createContext, useContext } from 'react';
import type { AppDatabase } from './app-database';

// Null while no user is logged in or the database is still opening.
export const AppDatabaseContext = createContext<AppDatabase | null>(null);

export function useAppDatabase(): AppDatabase | null {
  return useContext(AppDatabaseContext);
}
