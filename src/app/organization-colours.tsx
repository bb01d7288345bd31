import { useEffect } from 'react';
import { useSettingsGroup } from '../collections/config/config.hooks';
import { isHexColour } from '../domain/settings.schema';
import { DEFAULT_THEME_COLOURS, type ThemeColours } from './theme';

/**
 * Hands the organization's colours to the theme whenever its settings change, in this tab or
 * another (a live query), and the SPEC 9 colours back when the data closes (logout).
 */
export function OrganizationColours({ onChange }: { onChange: (colours: ThemeColours) => void }) {
  const { primaryColor, secondaryColor } = useSettingsGroup('organization');
  useEffect(() => {
    // The server validates every save; this only keeps a malformed local value from the theme.
    if (isHexColour(primaryColor) && isHexColour(secondaryColor)) {
      onChange({ primaryColor, secondaryColor });
    }
  }, [onChange, primaryColor, secondaryColor]);
  useEffect(() => () => onChange(DEFAULT_THEME_COLOURS), [onChange]);
  return null;
}
