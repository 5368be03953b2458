import { problemResponse } from '../handlers/problem.ts';

/**
 * A request the standalone server refuses before any handler sees it (a body too large or nested too deep, a
 * target that is not a path, a method it never answers): answered as an `application/problem+json` 4xx.
 */
export class RequestRejection extends Error {
  override readonly name = 'RequestRejection';

  constructor(
    /** The 4xx status, e.g. 413. */
    readonly status: number,
    /** The problem's title, e.g. `Payload too large`. */
    readonly title: string,
    /** The problem's detail (also the message). */
    detail: string,
    /** Headers of the answer, e.g. `Allow` or `Connection: close`; default none. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }

  /** The problem response for this rejection. */
  toResponse(): Response {
    const response = problemResponse(this.status, this.title, this.message);
    for (const [name, value] of Object.entries(this.headers)) response.headers.set(name, value);
    return response;
  }
}
