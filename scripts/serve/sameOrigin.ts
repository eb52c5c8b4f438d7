/**
 * A redirect the local server sends must stay on its own origin. The path of
 * `/%2Fevil.example/` decodes to `//evil.example/`, and `Location:
 * //evil.example` (or `/\evil.example`, which browsers read the same way) is
 * another site. Leading slashes, backslashes and control characters collapse
 * to one slash; anything the URL parser would still read as another origin
 * becomes the site's root.
 *
 * It must also be a valid header value: Node throws (ERR_INVALID_CHAR) on a
 * control character or a character past ASCII in `Location`, which took the
 * server down, so every character outside printable ASCII is percent-encoded.
 */
export function sameOriginLocation(location: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters the URL parser strips are the point
  const collapsed = location.replace(/^[/\\\u0000-\u0020]+/, '/').replace(/[^\x21-\x7e]/gu, encodeChar);
  const probe = 'http://same-origin.invalid';
  try {
    return new URL(collapsed, probe).origin === probe ? collapsed : '/';
  } catch {
    return '/';
  }
}

/** One character as UTF-8 percent-escapes; a lone surrogate, which has no UTF-8, as U+FFFD's. */
function encodeChar(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return '%EF%BF%BD';
  }
}
