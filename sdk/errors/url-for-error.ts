/**
 * The URL an error names. An operation whose definition lists personal query parameters (`personal`, from the
 * document's `x-personal-data`) brings the routine that hides them (`hidePersonal`, personal-data.ts).
 */
import type { withoutPersonalData } from './personal-data.ts';

/** What a definition with personal parameters carries: their names, and the routine that hides them. */
export interface PersonalParameters {
  readonly personal?: readonly string[];
  readonly hidePersonal?: typeof withoutPersonalData;
}

/**
 * The URL an error names for `request` of the operation `definition`, its personal parameters hidden. The routine
 * comes with the definition, in a module of its own, so the calculator's first download (whose operations take none)
 * does not carry it.
 */
export function urlForError(request: { readonly url: string }, { personal, hidePersonal }: PersonalParameters): string {
  // Read only on a failure: serialising a request's URL on every call would cost each call.
  const { url } = request;
  return personal && hidePersonal ? hidePersonal(url, personal) : url;
}
