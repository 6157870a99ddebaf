import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { paging } from '../../core/validation';
import type { InvoiceEntity } from './invoice.entity';
import { InvoicesRepository } from './invoices.repository';

/** Invoices are read-only outside the booking workflow: members read their own, admins all. */
export class InvoicesService {
  private readonly invoices: InvoicesRepository;

  constructor(ds: DataSource) {
    this.invoices = new InvoicesRepository(ds);
  }

  async list(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<InvoiceEntity[]> {
    const v = requireViewer(viewer);
    const page = paging(limit, offset);
    return this.invoices.list(v.isAdmin ? null : v.id, page.limit, page.offset);
  }
}
