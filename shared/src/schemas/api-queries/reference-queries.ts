import * as v from 'valibot';
import { LOCALES } from '@portal/shared/constants';
import { requiredChoice } from './query-values';

/** GET /translations?code={lang} */
export const TranslationsQuerySchema = v.object({ code: v.pipe(requiredChoice(LOCALES), v.description('the language')) });
export type TranslationsQuery = v.InferOutput<typeof TranslationsQuerySchema>;
