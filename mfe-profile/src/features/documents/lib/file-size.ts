/** A file size as people read it: bytes under 1 KB, then KB under 1 MB, then MB with one decimal. */
export function fileSizeParts(bytes: number): { unit: 'b' | 'kb' | 'mb'; value: number } {
  if (bytes < 1024) return { unit: 'b', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kb', value: Math.round(bytes / 1024) };
  return { unit: 'mb', value: Math.round((bytes / (1024 * 1024)) * 10) / 10 };
}

/** The size in the interface language (units.b, units.kb, units.mb of the profile namespace). */
export function fileSize(bytes: number, t: (key: string, options: { value: number }) => string): string {
  const { unit, value } = fileSizeParts(bytes);
  return t(`units.${unit}`, { value });
}
