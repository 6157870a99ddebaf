import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { GraphQLResponseBody, RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { sessionAs } from '../../mocks/handlers';
import AuthPage from '../../pages/AuthPage';
import ForgotPasswordPage from '../../pages/ForgotPasswordPage';
import ResetPasswordPage from '../../pages/ResetPasswordPage';

/**
 * The auth screens on their own, with stub pages where they lead, so these tests do not depend on
 * other screens' requests. The guards themselves are tested through the whole app (guards.test).
 */
export function renderAuthScreens(route: string, handlers: RequestHandler[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home stub</h1>} />
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dashboard" element={<h1>Dashboard stub</h1>} />
    </Routes>,
    { route, handlers: [sessionAs(null), ...handlers] },
  );
}

/** A GraphQL error answer as the server sends it. */
export const gqlError = (message: string, code: string): HttpResponse<GraphQLResponseBody<never>> =>
  HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] });

/** Pasting is as real as typing for these checks and much faster (each keystroke re-renders the form). */
export async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

export { graphql, HttpResponse };
