export { useSchemaForm, type FormSchema, type SchemaFormOptions } from './use-schema-form';
export { errorOf, listErrorOf, rootErrorOf } from './field-errors';
export { showServerErrors, ROOT_ERROR, type ServerErrorOptions, type SetServerError, type ShownServerErrors } from './server-errors';
export { FormAlert, type FormAlertProps } from '@portal/shared/ui';
