import { graphql, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from './render';
import { sessionAs } from './handlers/session';
import AuthPage from '../src/pages/AuthPage';
import ForgotPasswordPage from '../src/pages/ForgotPasswordPage';
import ResetPasswordPage from '../src/pages/ResetPasswordPage';

/**
 * The auth screens on their own, with stub pages where they lead, so these tests do not depend on
 * other screens' requests. The guards themselves are tested through the whole app (guards.test).
 */
export function renderAuthScreens(route: string, handlers: RequestHandler[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home stub</h1>} />
      <Route path="/auth/*" element={<AuthPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dashboard" element={<h1>Dashboard stub</h1>} />
    </Routes>,
    { route, handlers: [sessionAs(null), ...handlers] },
  );
}

export { fill, gqlError } from './forms';
export { graphql, HttpResponse };
