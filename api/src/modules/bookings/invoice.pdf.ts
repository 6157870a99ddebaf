import type PDFKit from 'pdfkit';

/** pdfkit (fonts, ~24 MB) loads on the first invoice PDF, not at every server start. */
let pdfkit: Promise<typeof PDFKit> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => (m as unknown as { default: typeof PDFKit }).default ?? (m as unknown as typeof PDFKit)));
import { createRequire } from 'node:module';
import { formatMinor, toMinor } from '../../../../rules/money';
import { balanceDueMinor, paymentMethodLabel } from '../../../../rules/payments';
import type { PlanPeriod } from '../../../../rules/memberships';
import { formatDay, intlLocale, t, translateMessage, type Language } from '../../core/i18n';

/** Roboto from the @fontsource package the web client already ships: no network, no system fonts. */
const FONT = createRequire(__filename).resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff');

/** Everything an invoice PDF shows (spec §4's invoice fields, with the room and the member). */
export interface InvoicePdfData {
  invoiceNumber: string;
  /** A booking's rent and deposit, or one period of membership dues (plan and period instead of room and months). */
  kind: 'booking' | 'dues';
  /** A dues invoice's plan as issued, its billing period and the period billed (yyyy-MM-dd, inclusive). */
  planName?: string | null;
  planPeriod?: PlanPeriod | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  createdAt: Date;
  /** Null when the member's account was deleted since. */
  memberName: string | null;
  memberEmail: string | null;
  /** The booking's room and period; null when the booking was deleted since (the description says what was billed). */
  roomName: string | null;
  roomLocation: string | null;
  /** First day and last day of the booking, yyyy-MM-dd. */
  startDate: string | null;
  endDate: string | null;
  durationMonths: number | null;
  pricePerMonth: string | null;
  /** What it bills, written when issued. */
  description: string | null;
  /** A voided invoice keeps its number and says so. */
  voidedAt: Date | null;
  voidReason: string | null;
  monthlyAmount: string;
  depositAmount: string;
  totalAmount: string;
  depositRequestSentAt: Date | null;
  depositPaid: boolean;
  depositPaidDate: Date | null;
  fullPaymentRequestSentAt: Date | null;
  paidInFull: boolean;
  paidInFullDate: Date | null;
  /** An extension (issue 36): the booking it extends, whose deposit it carries over (it bills none). */
  extendsBookingId?: number | null;
  depositCarriedOver?: boolean;
  /** The office's currency (CURRENCY). */
  currency: string;
  /** Money paid online for this booking (or these dues), oldest first, with what was refunded of it. */
  payments: InvoicePayment[];
  /** The language it is written in (locales/<lang>/pdf.json): labels, dates and money. */
  lang: Language;
}

export interface InvoicePayment {
  purpose: 'deposit' | 'balance' | 'dues';
  amountMinor: number;
  method: string | null;
  reference: string;
  status: 'pending' | 'succeeded' | 'failed';
  at: Date;
  refunds: { amountMinor: number; reference: string | null; at: Date; reason: string }[];
}

/** What the sections write with: the texts, days and money in the invoice's language. */
interface Words {
  tr: (key: string, values?: Record<string, unknown>) => string;
  /** 'Mar 1, 2031' / '1. März 2031'. */
  day: (d: Date | string) => string;
  /** A step done on a day, done, or not yet. */
  step: (done: boolean, at: Date | null) => string;
}

/**
 * The invoice as an A4 PDF, one font (embedded, so it prints the same everywhere). Rows of label and
 * value; amounts right-aligned.
 */
export async function renderInvoicePdf(i: InvoicePdfData): Promise<Buffer> {
  const fixed = t(i.lang);
  const tr = (key: string, values?: Record<string, unknown>) => fixed(`pdf:${key}`, values ?? {});
  const dayText = (d: Date | string) => formatDay(i.lang, d, 'short');
  const step = (done: boolean, at: Date | null) => (done && at ? tr('paidOn', { date: dayText(at) }) : done ? tr('paid') : tr('notYet'));
  const words: Words = { tr, day: dayText, step };
  const cents = (minor: number) => formatMinor(minor, i.currency, { cents: true, locale: intlLocale(i.lang) });
  const money = (v: string) => cents(toMinor(v) ?? 0);
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: tr('title', { number: i.invoiceNumber }), Author: 'D.Office' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('Body', FONT);
  doc.font('Body');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.fontSize(11).fillColor('#4b5563').text(label, left, y, { width: width / 2 });
    doc.fillColor('#111827').text(value, left + width / 2, y, { width: width / 2, align: 'right' });
    doc.moveDown(0.4);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).fontSize(13).fillColor('#1d4ed8').text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  doc.fontSize(22).fillColor('#1d4ed8').text('D.Office', left, doc.y, { width });
  doc.fontSize(16).fillColor('#111827').text(tr('title', { number: i.invoiceNumber }), { width });
  doc.fontSize(11).fillColor('#4b5563').text(tr('issued', { date: dayText(i.createdAt) }), { width });
  if (i.voidedAt) doc.moveDown(0.4).fontSize(14).fillColor('#b91c1c').text(tr('void', { date: dayText(i.voidedAt), reason: i.voidReason ?? '' }), { width });

  heading(tr('billedTo'));
  row(tr('member'), i.memberName ?? tr('deletedAccount'));
  if (i.memberEmail) row(tr('email'), i.memberEmail);

  if (i.kind === 'dues') duesSections(i, row, heading, money, cents, words);
  else bookingSections(i, row, heading, money, cents, words);

  if (i.payments.length) {
    heading(tr('paymentsOnline'));
    for (const p of i.payments) {
      const what = `${tr(`purposes.${p.purpose}`)} · ${translateMessage(paymentMethodLabel(p.method), i.lang)} · ${dayText(p.at)}`;
      const state = p.status === 'succeeded' ? '' : p.status === 'pending' ? tr('settling') : tr('failed');
      row(what, `${cents(p.amountMinor)}${state}`);
      doc.fontSize(9).fillColor('#6b7280').text(tr('reference', { reference: p.reference }), left, doc.y, { width });
      doc.moveDown(0.3);
      for (const r of p.refunds) row(tr('refunded', { date: dayText(r.at), reason: r.reason }), `−${cents(r.amountMinor)}`);
    }
  }

  doc.end();
  return done;
}

type Row = (label: string, value: string) => void;
type Heading = (text: string) => void;
type Money = (v: string) => string;
type Cents = (minor: number) => string;

/** A booking's invoice: the room and months booked, rent and deposit, the four payment steps. */
function bookingSections(i: InvoicePdfData, row: Row, heading: Heading, money: Money, cents: Cents, { tr, day, step }: Words) {
  heading(tr('booking'));
  if (i.roomName && i.startDate && i.endDate && i.durationMonths) {
    row(tr('room'), i.roomName);
    if (i.roomLocation) row(tr('location'), i.roomLocation);
    row(tr('period'), `${day(i.startDate)} – ${day(i.endDate)}`);
    row(tr('duration'), tr('months', { count: i.durationMonths }));
    if (i.extendsBookingId) row(tr('extensionOf'), tr('bookingNumber', { id: i.extendsBookingId }));
  } else {
    row(tr('billedFor'), i.description ?? tr('deletedBooking'));
  }

  heading(tr('amounts'));
  if (i.pricePerMonth && i.durationMonths) {
    row(tr('monthlyPrice'), money(i.pricePerMonth));
    row(tr('rentTimes', { months: i.durationMonths, price: money(i.pricePerMonth) }), money(i.monthlyAmount));
  } else {
    row(tr('rent'), money(i.monthlyAmount));
  }
  row(i.depositCarriedOver ? tr('depositCarriedOver') : tr('deposit'), money(i.depositAmount));
  row(tr('total'), money(i.totalAmount));

  heading(tr('payment'));
  if (i.depositCarriedOver) {
    row(tr('deposit'), tr('carriedOverFrom'));
  } else {
    row(tr('depositRequested'), i.depositRequestSentAt ? day(i.depositRequestSentAt) : tr('notYet'));
    row(tr('depositPaid'), step(i.depositPaid, i.depositPaidDate));
  }
  row(tr('fullPaymentRequested'), i.fullPaymentRequestSentAt ? day(i.fullPaymentRequestSentAt) : tr('notYet'));
  row(tr('paidInFull'), step(i.paidInFull, i.paidInFullDate));
  row(tr('balanceDue'), cents(balanceDueMinor(i)));
}

/** A dues invoice: the plan and period it bills instead of a room and months; one amount, paid or not. */
function duesSections(i: InvoicePdfData, row: Row, heading: Heading, money: Money, cents: Cents, { tr, day, step }: Words) {
  heading(tr('membership'));
  row(tr('plan'), i.planName ?? i.description ?? tr('aPlan'));
  if (i.planPeriod) row(tr('billing'), tr(`periods.${i.planPeriod}`));
  if (i.periodStart && i.periodEnd) row(tr('period'), `${day(i.periodStart)} – ${day(i.periodEnd)}`);

  heading(tr('amounts'));
  row(tr('dues'), money(i.monthlyAmount));
  row(tr('total'), money(i.totalAmount));

  heading(tr('payment'));
  row(tr('paid'), step(i.paidInFull, i.paidInFullDate));
  row(tr('balanceDue'), cents(balanceDueMinor(i)));
}
