/**
 * A response's body as the methods read it, with the results openapi-fetch's `parseAs: 'text'` gave them: a success's
 * text (the method parses it; an empty one is not JSON, as every operation's success is a JSON body); a failure's JSON, else its text, and
 * nothing for an empty `Content-Length` (unless chunked), so an ApiError's `body` is what it was.
 */
export function readResponseBody(response: Response): Promise<unknown> {
  return response.ok ? response.text() : readFailureBody(response);
}

async function readFailureBody(response: Response): Promise<unknown> {
  const empty =
    response.headers.get('Content-Length') === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked');
  if (empty) return undefined;
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
