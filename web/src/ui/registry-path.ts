// A registry's public address: its name when it has one, otherwise its owner's id.
export function registryPath({ uid, nameSlug }: { uid: string; nameSlug?: string | null }): string {
  return nameSlug ? `/registry/${nameSlug}` : `/registry/public/${uid}`;
}
