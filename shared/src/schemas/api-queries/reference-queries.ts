import * as v from 'valibot';
import { LOCALES } from '@portal/shared/constants';
import { requiredChoice } from './query-values';

/** GET /translations?code={lang} */
export const TranslationsQuerySchema = v.object({ code: requiredChoice(LOCALES) });
export type TranslationsQuery = v.InferOutput<typeof TranslationsQuerySchema>;
