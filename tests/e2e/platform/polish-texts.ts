// The Polish texts an English screen must not show (issue 14, item 6): every namespace's Polish
// dictionary (shared-libs' core texts and each texts file that calls registerTexts), less the
// texts that read the same in English or are too short or generic to tell apart from data.
import { allTextsLoaded, registeredTexts } from '@armatura/shared-libs/i18n';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Polish literals seen in English screens that may not come from a dictionary at all. */
const KNOWN_LEAKS = ['Dodaj do koszyka', 'Koszyk', 'Zaloguj się', 'Wyloguj', 'Szukaj', 'Ulubione'];

export interface PolishText {
  /** 'namespace.key', or 'literal' for the known leaks. */
  key: string;
  /** What is searched for: the text, or its longest part between {placeholders}. */
  text: string;
}

/** The front-end files that register a namespace (what `grep -rl registerTexts` lists). */
export function textsFiles(): string[] {
  const folders = readdirSync(root).filter((f) => f === 'shell' || f.startsWith('mf-'));
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
      .map((f) => join(root, folder, 'src', f))
      .filter((file) => /\bregisterTexts\s*[<(]/.test(readFileSync(file, 'utf8'))),
  );
}

/** The longest fixed part of a text with {placeholders}: what any rendering of it contains. */
export function longestFixedPart(text: string): string {
  return text
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .reduce((a, b) => (b.length > a.length ? b : a), '');
}

/**
 * Polish texts that differ from their English counterpart (a missing English text counts as
 * different: the screen would fall back to Polish), are at least 4 characters with a letter, whose
 * fixed part is at least 6 characters, and that are not an English text of another key
 * ('Newsletter', 'E-mail').
 */
export async function polishTexts(): Promise<PolishText[]> {
  for (const file of textsFiles()) await import(pathToFileURL(file).href);
  await allTextsLoaded(); // English texts load on demand
  const [pl, en] = [registeredTexts('pl'), registeredTexts('en')];
  const englishTexts = new Set(en.values());
  const found: PolishText[] = [];
  for (const [key, text] of pl) {
    if (text === en.get(key) || englishTexts.has(text)) continue;
    if (text.length < 4 || !/\p{L}/u.test(text)) continue;
    const part = longestFixedPart(text);
    if (part.length >= 6 && /\p{L}/u.test(part)) found.push({ key, text: part });
  }
  return [...found, ...KNOWN_LEAKS.map((text) => ({ key: 'literal', text }))];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an English screen shows: its whole text, and the text of each element without children. */
export interface ShownTexts {
  text: string;
  elements: readonly string[];
}

/**
 * The Polish texts a screen shows. A text of several words counts wherever it occurs as whole
 * words ('Koszyk' not inside 'Koszyki'); a one-word text only as an element's whole text (a
 * button, a label): one Polish word inside a sentence is the shop's content (a blog post, a
 * product name), which stays in the language it was written in.
 */
export function polishTextsIn(shown: ShownTexts, texts: readonly PolishText[]): string[] {
  const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();
  const body = normalise(shown.text);
  const elements = new Set(shown.elements.map(normalise));
  return texts
    .filter(({ text }) => {
      const wanted = normalise(text);
      if (!wanted.includes(' ')) return elements.has(wanted);
      return new RegExp(`(?<![\\p{L}\\d])${escape(wanted)}(?![\\p{L}\\d])`, 'u').test(body);
    })
    .map(({ key, text }) => `${key}: "${text}"`);
}
