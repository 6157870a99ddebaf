import type PDFKit from 'pdfkit';

/** pdfkit (fonts, ~24 MB) loads on the first invoice PDF, not at every server start. */
let pdfkit: Promise<typeof PDFKit> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => (m as unknown as { default: typeof PDFKit }).default ?? (m as unknown as typeof PDFKit)));
import { createRequire } from 'node:module';
import { formatMinor, toMinor } from '../../../../rules/money';
import { balanceDueMinor, paymentMethodLabel } from '../../../../rules/payments';
import { PERIOD_LABELS, type PlanPeriod } from '../../../../rules/memberships';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mar 1, 2031', as the app writes dates. */
const dayText = (d: Date | string) => {
  const [y, m, day] = (typeof d === 'string' ? d : d.toISOString().slice(0, 10)).split('-').map(Number);
  return `${MONTHS[m - 1]} ${day}, ${y}`;
};
const step = (done: boolean, at: Date | null, doneWord: string) => (done && at ? `${doneWord} ${dayText(at)}` : done ? doneWord : 'Not yet');

/**
 * The invoice as an A4 PDF, one font (embedded, so it prints the same everywhere). Rows of label and
 * value; amounts right-aligned.
 */
export async function renderInvoicePdf(i: InvoicePdfData): Promise<Buffer> {
  const cents = (minor: number) => formatMinor(minor, i.currency, { cents: true });
  const money = (v: string) => cents(toMinor(v) ?? 0);
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${i.invoiceNumber}`, Author: 'D.Office' } });
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
  doc.fontSize(16).fillColor('#111827').text(`Invoice ${i.invoiceNumber}`, { width });
  doc.fontSize(11).fillColor('#4b5563').text(`Issued ${dayText(i.createdAt)}`, { width });
  if (i.voidedAt) doc.moveDown(0.4).fontSize(14).fillColor('#b91c1c').text(`VOID since ${dayText(i.voidedAt)}: ${i.voidReason ?? ''}`, { width });

  heading('Billed to');
  row('Member', i.memberName ?? 'Deleted account');
  if (i.memberEmail) row('Email', i.memberEmail);

  if (i.kind === 'dues') duesSections(i, row, heading, money, cents);
  else bookingSections(i, row, heading, money, cents);

  if (i.payments.length) {
    heading('Payments received online');
    for (const p of i.payments) {
      const what = `${PAYMENT_LABELS[p.purpose]} · ${paymentMethodLabel(p.method)} · ${dayText(p.at)}`;
      const state = p.status === 'succeeded' ? '' : p.status === 'pending' ? ' (settling)' : ' (failed)';
      row(what, `${cents(p.amountMinor)}${state}`);
      doc.fontSize(9).fillColor('#6b7280').text(`Reference ${p.reference}`, left, doc.y, { width });
      doc.moveDown(0.3);
      for (const r of p.refunds) row(`Refunded ${dayText(r.at)}: ${r.reason}`, `−${cents(r.amountMinor)}`);
    }
  }

  doc.end();
  return done;
}

type Row = (label: string, value: string) => void;
type Heading = (text: string) => void;
type Money = (v: string) => string;
type Cents = (minor: number) => string;

const PAYMENT_LABELS: Record<InvoicePayment['purpose'], string> = { deposit: 'Deposit', balance: 'Full payment', dues: 'Dues' };

/** A booking's invoice: the room and months booked, rent and deposit, the four payment steps. */
function bookingSections(i: InvoicePdfData, row: Row, heading: Heading, money: Money, cents: Cents) {
  heading('Booking');
  if (i.roomName && i.startDate && i.endDate && i.durationMonths) {
    row('Room', i.roomName);
    if (i.roomLocation) row('Location', i.roomLocation);
    row('Period', `${dayText(i.startDate)} – ${dayText(i.endDate)}`);
    row('Duration', `${i.durationMonths} month${i.durationMonths === 1 ? '' : 's'}`);
    if (i.extendsBookingId) row('Extension of', `Booking #${i.extendsBookingId}`);
  } else {
    row('Billed for', i.description ?? 'A booking deleted since');
  }

  heading('Amounts');
  if (i.pricePerMonth && i.durationMonths) {
    row('Monthly price', money(i.pricePerMonth));
    row(`Rent (${i.durationMonths} × ${money(i.pricePerMonth)})`, money(i.monthlyAmount));
  } else {
    row('Rent', money(i.monthlyAmount));
  }
  row(i.depositCarriedOver ? 'Deposit (carried over)' : 'Deposit', money(i.depositAmount));
  row('Total', money(i.totalAmount));

  heading('Payment');
  if (i.depositCarriedOver) {
    row('Deposit', 'Carried over from the booking extended');
  } else {
    row('Deposit requested', i.depositRequestSentAt ? dayText(i.depositRequestSentAt) : 'Not yet');
    row('Deposit paid', step(i.depositPaid, i.depositPaidDate, 'Paid'));
  }
  row('Full payment requested', i.fullPaymentRequestSentAt ? dayText(i.fullPaymentRequestSentAt) : 'Not yet');
  row('Paid in full', step(i.paidInFull, i.paidInFullDate, 'Paid'));
  row('Balance due', cents(balanceDueMinor(i)));
}

/** A dues invoice: the plan and period it bills instead of a room and months; one amount, paid or not. */
function duesSections(i: InvoicePdfData, row: Row, heading: Heading, money: Money, cents: Cents) {
  heading('Membership');
  row('Plan', i.planName ?? i.description ?? 'A membership plan');
  if (i.planPeriod) row('Billing', PERIOD_LABELS[i.planPeriod]);
  if (i.periodStart && i.periodEnd) row('Period', `${dayText(i.periodStart)} – ${dayText(i.periodEnd)}`);

  heading('Amounts');
  row('Dues', money(i.monthlyAmount));
  row('Total', money(i.totalAmount));

  heading('Payment');
  row('Paid', step(i.paidInFull, i.paidInFullDate, 'Paid'));
  row('Balance due', cents(balanceDueMinor(i)));
}
