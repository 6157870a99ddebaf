import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { notFound } from '../../core/errors';
import { paging } from '../../core/validation';
import { languageOf, type Language } from '../../core/i18n';
import { renderInvoicePdf, type InvoicePayment } from './invoice.pdf';
import type { InvoiceEntity } from './invoice.entity';
import { InvoicesRepository } from './invoices.repository';

/** Which invoice's online payments: a booking invoice lists its booking's, a dues invoice its own. */
export interface InvoicePaymentsOf {
  invoiceId: number;
  kind: 'booking' | 'dues';
  bookingId: number | null;
}

/** Invoices are read-only outside the booking workflow and dues: members read their own, admins all. */
export class InvoicesService {
  private readonly invoices: InvoicesRepository;

  constructor(
    ds: DataSource,
    /** The office's currency (CURRENCY). */
    private readonly currency: string,
    /** Money paid online for an invoice (its booking's, or its dues), for the invoice to list (set by the app's wiring; none without online payment). */
    private readonly paymentsOf: (of: InvoicePaymentsOf) => Promise<InvoicePayment[]> = async () => [],
    /** The office's DEFAULT_LANGUAGE, for members who chose none. */
    private readonly defaultLanguage: Language = 'en',
  ) {
    this.invoices = new InvoicesRepository(ds);
  }

  /**
   * The invoice as a PDF: a member's own, or any for admins; someone else's is "not found", like a missing one. It is
   * the member's document, so it is written in the member's language (else the office's), whoever downloads it.
   */
  async pdf(viewer: Viewer | null, id: number): Promise<{ fileName: string; body: Buffer }> {
    const v = requireViewer(viewer);
    const data = await this.invoices.findForPdf(id);
    if (!data || (!v.isAdmin && data.memberId !== v.id)) throw notFound('Invoice not found');
    const payments = await this.paymentsOf({ invoiceId: id, kind: data.kind, bookingId: data.bookingId });
    const lang = languageOf(data.memberLanguage, this.defaultLanguage);
    return { fileName: `${data.invoiceNumber}.pdf`, body: await renderInvoicePdf({ ...data, currency: this.currency, payments, lang }) };
  }

  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<InvoiceEntity[]> {
    const v = requireViewer(viewer);
    const page = paging(limit, offset);
    return this.invoices.list(v.isAdmin ? null : v.id, page.limit, page.offset);
  }
}
