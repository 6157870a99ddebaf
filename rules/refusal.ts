/**
 * A rule's "no", in the API's words: the error code the transports map (HTTP status, GraphQL
 * extensions.code), the message shown to people, and the field at fault when there is one. The API
 * throws it as an AppError; the demo backend answers it as a GraphQL error.
 */
export interface Refusal {
  code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN';
  message: string;
  field?: string;
}

export const refusal = (code: Refusal['code'], message: string, field?: string): Refusal => (field ? { code, message, field } : { code, message });
