/**
 * Mantine's ColorInput draws its eye-dropper button (where the browser has one) with an icon and
 * no name; every ColorInput passes these so screen readers say what it does (axe: button-name).
 */
export const EYE_DROPPER_BUTTON_PROPS = { 'aria-label': 'Pick a colour from the screen' };
