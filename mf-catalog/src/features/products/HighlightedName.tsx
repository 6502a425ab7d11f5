/** A product name with the searched words marked (from the server's snippet, as text only). */
import { highlightParts } from '../search/hits';

export function HighlightedName({ name, snippet }: { name: string; snippet?: string | null }) {
  if (!snippet) return <>{name}</>;
  return (
    <>
      {highlightParts(snippet).map((part, i) =>
        part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
