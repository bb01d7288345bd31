import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import type { Density } from '../../domain/appearance.schema';
import { writeDeviceDensity } from './device-appearance';
import { useAppearance } from './use-appearance';

/**
 * Applies the user's synced appearance to the whole app whenever it changes (this tab, another tab,
 * another device) and keeps this device's copy for the next first paint. Mantine's colour scheme
 * manager writes the scheme's copy itself.
 */
export function AppearanceSync({ onDensity }: { onDensity: (density: Density) => void }) {
  const { appearance, stored } = useAppearance();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { scheme, density } = appearance;
  useEffect(() => {
    if (!stored) return;
    if (scheme !== colorScheme) setColorScheme(scheme);
    writeDeviceDensity(density);
    onDensity(density);
  }, [stored, scheme, density, colorScheme, setColorScheme, onDensity]);
  return null;
}
