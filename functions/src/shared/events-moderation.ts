// Chat moderation shared by the chat's composer (a check before sending) and the function that
// screens every new message: words that are never shown, and the reasons a message can be hidden.

/**
 * Slurs and abuse that are never shown in an event's chat. Matched as whole words, case-insensitively,
 * after folding common look-alike characters. Kept short on purpose: the report button and admins
 * handle the rest.
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

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The first blocked word in a text, or null. */
export function findBlockedWord(text: string): string | null {
  const folded = text
    .toLowerCase()
    .replace(/[0134@$5]/g, (c) => LOOK_ALIKES[c] ?? c)
    .replace(/[^a-z\s]/g, ' ');
  const words = new Set(folded.split(/\s+/).filter(Boolean));
  return BLOCKED_WORDS.find((w) => words.has(w)) ?? null;
}

export const BLOCKED_WORD_REASON =
  'Your message was not shown because it contains a word that is not allowed in event chats.';
export const REPORTED_REASON = 'Hidden after reports from other parents, until a moderator reviews it.';
export const REPORT_REASONS = ['spam', 'abuse', 'personal-info', 'other'] as const;
