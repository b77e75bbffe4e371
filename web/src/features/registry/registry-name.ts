// How a registry is named to people: "Maya Okafor's Baby Registry", without saying the owner twice.
import { REGISTRY_DEFAULTS } from '@shared/registry';
import { titleWords } from '../../ui/meta/titles';

/** A possessive such as "Okafor's" or "Twins'": the title already says whose registry it is. */
const POSSESSIVE = /\p{L}['’](?:s\b|\s|$)/u;

/**
 * The registry's full name for titles, link previews and headings: the owner's name before the
 * registry's title ("Maya Okafor's Baby Registry"), or the title alone when it already names the
 * owner ("Baby Okafor's Registry" by Maya Okafor), or "{title} by {owner}" when it names someone
 * else ("Little Bean's Registry by Maya Okafor").
 */
export function registryDisplayName(ownerName: string, title: string): string {
  const owner = ownerName.trim();
  const name = title.trim() || REGISTRY_DEFAULTS.title;
  if (!owner || owner === REGISTRY_DEFAULTS.ownerName) return name;
  const ownerWords = new Set(titleWords(owner));
  if (titleWords(name).some((w) => ownerWords.has(w))) return name;
  if (POSSESSIVE.test(name)) return `${name} by ${owner}`;
  return `${owner}'s ${name}`;
}
