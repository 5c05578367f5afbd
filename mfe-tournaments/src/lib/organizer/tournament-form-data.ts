import type { OrganizerTournamentOutput } from '@portal/shared/schemas';

/**
 * The tournament form as multipart (the logos travel with it): lists as name[] parts, switches as 1/0,
 * nothing as '', files as files, texts per language as JSON. The API reads it back into the same shape (readForm).
 */
export function tournamentFormData(form: OrganizerTournamentOutput): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) data.append(`${name}[]`, String(item));
    else if (typeof value === 'boolean') data.append(name, value ? '1' : '0');
    else if (value === null) data.append(name, '');
    else if (typeof Blob !== 'undefined' && value instanceof Blob) data.append(name, value, (value as File).name ?? name);
    else if (typeof value === 'object') data.append(name, JSON.stringify(value));
    else data.append(name, String(value));
  }
  return data;
}
