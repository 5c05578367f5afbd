import { TEAM_MESSAGES } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { validationFailed } from '../../http/http-error';
import type { UploadedFile } from '../../http/multipart-form';
import { ImageRejected } from '../../media/images';
import { storeImage, type StoredImage } from '../../media/store';

/**
 * A team logo: its type read from its bytes (PNG, JPEG or WebP; a text file named .png is refused), fully
 * decoded, re-encoded without metadata into the three variants, stored in the transaction of the team
 * change. A refused picture is a 422 on the logo field, never a 5xx.
 */
export async function storeTeamLogo(db: Queryable, file: UploadedFile, ownerId: number): Promise<StoredImage> {
  try {
    return await storeImage(db, file.content, { ownerId, purpose: 'team_logo' });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw validationFailed({ logo: [error.reason === 'dimensions' ? TEAM_MESSAGES.logo_dimensions : TEAM_MESSAGES.logo_type] });
  }
}
