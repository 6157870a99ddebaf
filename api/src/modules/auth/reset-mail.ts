import type { Mail } from '../../core/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password reset email, as plain text and simple HTML. */
export function resetMail(to: string, fullName: string, link: string): Mail {
  const text = [
    `Hello ${fullName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your D.Office account.',
    'Open this link to choose a new password. It works once and expires in 1 hour:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(fullName)},</p>` +
    '<p>Someone (hopefully you) asked to reset the password of your D.Office account.</p>' +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> — the link works once and expires in 1 hour.</p>` +
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>';
  return { to, subject: 'Reset your D.Office password', text, html };
}
