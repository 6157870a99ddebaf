import type { FormikProps } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { fieldErrorText } from '../i18n/field-error';

/** Props that wire a MUI TextField to a formik field: value, handlers, error text after touch or submit. */
export function fieldProps<V extends object>(f: FormikProps<V>, name: keyof V & string) {
  const touched = !!f.touched[name] || f.submitCount > 0;
  const error = touched ? fieldErrorText(f.errors[name] as string | undefined) : undefined;
  return {
    name,
    id: `field-${name}`,
    value: (f.values[name] as string | number | undefined) ?? '',
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: !!error,
    helperText: error,
  };
}

/**
 * Validates what will be SENT (after the form's conversions) with a shared API schema and maps
 * its messages back to form fields, so the dialog and the server speak with one voice.
 * `amenities[2]` becomes `amenities`.
 */
export async function validateConverted(schema: AnySchema, input: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(input, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const field = (inner.path ?? '').replace(/[[.].*$/, '');
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors;
  }
}
