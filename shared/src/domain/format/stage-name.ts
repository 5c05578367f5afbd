import { STAGE_NAME_STACKED_MIN_LENGTH } from '@portal/shared/constants';

/** Stage cards (docs/spec.md section 2): names of 10 or more characters use a stacked layout. */
export type StageNameLayout = 'inline' | 'stacked';

export function stageNameLayout(name: string | null | undefined): StageNameLayout {
  return [...(name ?? '')].length >= STAGE_NAME_STACKED_MIN_LENGTH ? 'stacked' : 'inline';
}
