import type { Mail } from '../../core/mail';
import { t, type Language } from '../../core/i18n';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password reset email, as plain text and simple HTML, in the account's language (locales/<lang>/emails.json). */
export function resetMail(to: string, fullName: string, link: string, lang: Language = 'en'): Mail {
  const tr = t(lang);
  const text = [
    tr('emails:reset.greeting', { name: fullName }),
    '',
    tr('emails:reset.asked'),
    tr('emails:reset.open'),
    '',
    link,
    '',
    tr('emails:reset.ignore'),
  ].join('\n');
  const html =
    `<p>${escapeHtml(tr('emails:reset.greeting', { name: fullName }))}</p>` +
    `<p>${escapeHtml(tr('emails:reset.asked'))}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(tr('emails:reset.choose'))}</a> — ${escapeHtml(tr('emails:reset.works'))}</p>` +
    `<p>${escapeHtml(tr('emails:reset.ignore'))}</p>`;
  return { to, subject: tr('emails:reset.subject'), text, html };
}
