import { CONTENT_SECURITY_POLICY } from '../server/http/csp-policy';
// The Electron session's side of the policy (server/http/csp-policy.ts holds the policy itself).
import type { ResponseHeaders, SessionLike } from './electron-types';

/**
 * Returns a copy of `headers` whose Content-Security-Policy is `policy`, replacing any
 * policy the response carried (whatever the header's case), so a server cannot loosen it.
 */
export function withContentSecurityPolicy(
  headers: ResponseHeaders | undefined,
  policy: string = CONTENT_SECURITY_POLICY,
): ResponseHeaders {
  const result: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [policy];
  return result;
}

/** Makes `session` attach `policy` to every response it receives. */
export function installContentSecurityPolicy(
  session: SessionLike,
  policy: string = CONTENT_SECURITY_POLICY,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
  });
}
