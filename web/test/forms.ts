import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, type GraphQLResponseBody } from 'msw';

/** A GraphQL error answer as the server sends it (message + extensions.code). */
export const gqlError = (message: string, code = 'BAD_USER_INPUT') =>
  HttpResponse.json<GraphQLResponseBody<never>>({ errors: [{ message, extensions: { code } }], data: null });

/** Typing char by char re-renders a whole form per key; pasting exercises the same handlers far faster. */
export async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

/** Picks `option` in the MUI select labelled `label` (a combobox that opens a listbox). */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
