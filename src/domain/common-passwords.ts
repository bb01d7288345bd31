// The list of common passwords (common-passwords.data.ts, about 80 KB) is fetched only when it is
// needed: the browser downloads it when a password form opens, the server reads it once.
let loading: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords.data').then(
    ({ COMMON_PASSWORDS }) => new Set(COMMON_PASSWORDS.split('\n')),
  );
  return loading;
}
