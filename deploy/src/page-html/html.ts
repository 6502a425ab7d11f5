// JSON in a <script> data block of the served HTML: the HTML parser ends a script at the first
// '</script', whatever the JSON (text and attribute values are escaped by ../markup.ts).

/**
 * JSON safe inside <script type="application/ld+json">: '<' (so no '</script' or '<!--' can end
 * or bend the block), '>' and '&' as \u escapes, which JSON.parse reads back unchanged; U+2028 and
 * U+2029 too, for parsers that take the block as JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
