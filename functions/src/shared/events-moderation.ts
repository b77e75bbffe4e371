// Chat moderation shared by the chat's composer (a check before sending) and the api that screens
// every message and first name before it is stored: words never shown, and why a message is hidden.
import { CHAT_REPORT_REASONS, type ChatReportReason } from './report-reasons.js';

/**
 * Slurs and abuse that are never shown in an event's chat, in a message or a first name. Matched as
 * whole words after folding case, accents, look-alike characters and spacing (findBlockedWord). Kept
 * short on purpose: the report button and admins handle the rest.
 */
export const BLOCKED_WORDS = [
  'fuck',
  'fucking',
  'motherfucker',
  'shit',
  'bitch',
  'cunt',
  'whore',
  'slut',
  'retard',
  'retarded',
  'faggot',
  'fag',
  'dyke',
  'tranny',
  'nigger',
  'nigga',
  'spic',
  'chink',
  'kike',
  'wetback',
  'scumbag',
] as const;

/** Digits, signs and letters of other scripts that people use in place of a Latin letter. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
  '€': 'e',
  '£': 'l',
  // Cyrillic and Greek letters drawn like Latin ones.
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** A letter said twice or more in a row counts once: "fuuuck" is "fuck". */
const squeeze = (word: string): string => word.replace(/([a-z])\1+/g, '$1');

const SQUEEZED_BLOCKED = new Map(BLOCKED_WORDS.map((w) => [squeeze(w), w]));
const LONGEST_BLOCKED = Math.max(...BLOCKED_WORDS.map((w) => w.length));

/**
 * A text as the filter reads it: accents taken off, lower case, look-alike characters read as the
 * letter they imitate, invisible characters dropped; then split at whitespace into chunks, each chunk
 * the runs of letters it holds ("scum.bag" is one chunk of two runs).
 */
export function foldForScreening(text: string): string[][] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f\u00ad\u200b-\u200f\u2060\ufeff]/g, '')
      .toLowerCase()
      // "!" and "|" stand for an i only inside a word: "sh!t", but not "bag!".
      .replace(/[!|](?![\p{L}\p{N}])/gu, ' ')
      .replace(/./gu, (c) => LOOK_ALIKES[c] ?? c)
      .split(/\s+/)
      .map((chunk) => chunk.split(/[^a-z]+/).filter(Boolean))
      .filter((runs) => runs.length > 0)
  );
}

/**
 * The first blocked word in a text, or null. Whole words only ("shitake" and "wet back" pass), but a
 * word broken up by signs ("scum.bag", "s-h-i-t") or spelled out letter by letter ("s c u m b a g") is
 * read joined up, and a letter repeated counts once ("fuuuck").
 */
export function findBlockedWord(text: string): string | null {
  const candidates: string[] = [];
  /** Runs of single letters, one per chunk: a word spelled out ("what a s c u m b a g"). */
  const spelled: string[] = [];
  let letters = '';
  for (const runs of foldForScreening(text)) {
    const joined = runs.join('');
    candidates.push(...runs, joined);
    if (joined.length === 1) letters += joined;
    else {
      spelled.push(letters);
      letters = '';
    }
  }
  spelled.push(letters);
  // Anywhere in a spelled-out run, since a word like "a" may stand just before it.
  for (const run of spelled) {
    for (let i = 0; i < run.length && i < 200; i++) {
      for (let j = i + 1; j <= Math.min(run.length, i + LONGEST_BLOCKED * 3); j++) candidates.push(run.slice(i, j));
    }
  }
  for (const word of candidates) {
    if (word.length === 0 || word.length > LONGEST_BLOCKED * 3) continue;
    const found = SQUEEZED_BLOCKED.get(squeeze(word));
    if (found) return found;
  }
  return null;
}

export const BLOCKED_WORD_REASON =
  'Your message was not shown because it contains a word that is not allowed in event chats.';
export const REPORTED_REASON = 'Hidden after reports from other parents, until a moderator reviews it.';
/** The chat report reasons the api accepts: CHAT_REPORT_REASONS' values. */
export const REPORT_REASONS = CHAT_REPORT_REASONS.map((r) => r.value) as [ChatReportReason, ...ChatReportReason[]];

/** A chat message hidden by reports, the word filter or an admin: one row of the admins' queue (GET /api/admin/events/chat). */
export interface HiddenMessage {
  eventId: string;
  messageId: string;
  /** The sender's account, for admins only (to mute them); empty if it is gone. */
  uid: string;
  firstName: string;
  text: string;
  hiddenReason: string;
  reportCount: number;
  needsReview: boolean;
  createdAt: number;
}
