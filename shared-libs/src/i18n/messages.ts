/**
 * The API answers in Polish with the contracts' messages (shared-libs/contracts). A remote keeps
 * those messages as texts of one of its namespaces, word for word in Polish, and shows a message
 * from the server in the UI's language with `messageLocalizer`. One place for both helpers: each
 * remote used to carry its own copy.
 */
import type { NamespaceTexts } from './store';

export type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${K}`]: T[K] };

/** A contract's message constants as text keys under `prefix` ('org.' + 'nip' → 'org.nip'). */
export function prefixed<P extends string, T extends Record<string, string>>(
  prefix: P,
  messages: T,
): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(messages).map(([code, text]) => [prefix + code, text]),
  ) as Prefixed<P, T>;
}

export interface MessageLocalizer {
  (message: string): string;
  (message: string | null): string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that shows a Polish message of `polish` (this namespace's Polish texts) in the
 * current language. A text with values ('Adres „{slug}” jest zajęty…') is recognised by its
 * wording around them, and the values are carried over; an unknown message stays as it came.
 */
export function messageLocalizer<K extends string>(
  texts: NamespaceTexts<K>,
  polish: Readonly<Partial<Record<K, string>>>,
): MessageLocalizer {
  const exact = new Map<string, K>();
  const withValues: { key: K; names: string[]; pattern: RegExp }[] = [];
  for (const [key, text] of Object.entries(polish) as [K, string][]) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const pattern = new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escape)
        .join('(.+?)')}$`,
    );
    withValues.push({ key, names, pattern });
  }
  const localize = (message: string | null): string | null => {
    if (!message) return message;
    const key = exact.get(message);
    if (key) return texts.t(key);
    for (const { key: patternKey, names, pattern } of withValues) {
      const match = pattern.exec(message);
      if (match)
        return texts.t(
          patternKey,
          Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])),
        );
    }
    return message;
  };
  return localize as MessageLocalizer;
}
