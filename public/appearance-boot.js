// Runs before the first paint (index.html's head): applies this device's copy of the user's colour
// scheme, so a dark choice does not flash light while the app loads. The app keeps these keys up
// to date from the synced preferences (src/features/appearance/device-appearance.ts).
(function () {
  try {
    var scheme = window.localStorage.getItem('claims-desk-color-scheme');
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute(
      'data-mantine-color-scheme',
      scheme === 'dark' ? 'dark' : 'light',
    );
  } catch {
    // No storage: the app's default (light) applies.
  }
})();
