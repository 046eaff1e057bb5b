/**
 * better-auth answers sign-in, get-session, list-sessions and change-password with the
 * session token in the body. The browser never needs it (the HttpOnly cookie carries the
 * session), and any script that could read it (an injected one, a compromised dependency)
 * could keep the session beyond the page. So every `token` key leaves the JSON body.
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/** The same response with its JSON body cleaned; Set-Cookie and status kept. */
export async function stripTokens(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
}
