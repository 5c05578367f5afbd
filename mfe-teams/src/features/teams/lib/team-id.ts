/** A team id of an address (/my-teams/{teamId}): digits only, a database id (anything else names no team). */
export function parseTeamId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
