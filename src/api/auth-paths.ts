// SPEC 8: a failed refresh on a claims or contacts call keeps the user on the page, because
// those screens go on working from local data.
const NO_REDIRECT = /\/(claims|contacts)(\/|\?|$)/;

export function redirectsOnAuthLoss(path: string): boolean {
  return !NO_REDIRECT.test(path);
}

/** Paths whose own 401 means "wrong credentials", never "refresh and retry". */
export function isAuthEndpoint(path: string): boolean {
  return path === '/login' || path === '/login/two_factor' || path === '/refresh_token';
}
