/**
 * A unit set's name as it is kept (NFC, trimmed, each run of spaces one space) and its key, which is unique per
 * member (issue 41): lower case and without spaces, so that "Plant A", "plant a" and "PlantA" are one name.
 */
export function unitSetName(raw: string): { name: string; key: string } {
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return { name, key: name.toLowerCase().replace(/ /g, '') };
}
