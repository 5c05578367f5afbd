import fp from 'fastify-plugin';
import { MAX_BODY_TEXT_LENGTH, MAX_PARAM_LENGTH, refuseUnstorable } from '../http/storable-text';

/**
 * One hook for every route: path parameters, query values and JSON bodies with text the database cannot
 * store (http/storable-text.ts) are refused with 422 before validation, authorization or any query.
 * Multipart bodies are read by the handler (http/multipart-form.ts), which applies the same check.
 */
export const storableInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        refuseUnstorable(request.params, MAX_PARAM_LENGTH);
        refuseUnstorable(request.query, MAX_PARAM_LENGTH);
        if (!request.isMultipart()) refuseUnstorable(request.body, MAX_BODY_TEXT_LENGTH);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
  },
  { name: 'storable-input' },
);
