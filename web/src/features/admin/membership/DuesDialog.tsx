import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { VOID_REASON_REQUIRED } from '../../../../../rules/memberships';
import { formatDate, formatMoney } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../shared/toasts';
import { fieldErrorText } from '../../../i18n/field-error';
import { useAdminMembershipT, type MembershipT } from './t';
import { useMarkDuesPaid, useMarkDuesUnpaid, useVoidDues, type AdminDuesInvoice, type AdminMembership } from './operations';

/** Where a dues invoice stands, in words. */
export function duesState(t: MembershipT, i: AdminDuesInvoice): string {
  if (i.voidedAt) return t('dues.void', { reason: i.voidReason ?? '' });
  if (i.paidInFull) return i.paidInFullDate ? t('dues.paidOn', { date: formatDate(i.paidInFullDate) }) : t('dues.paid');
  return t('dues.unpaid');
}

const period = (i: AdminDuesInvoice) => `${formatDate(i.periodStart!)} – ${formatDate(i.periodEnd!)}`;

/**
 * A member's dues invoices, newest period first: Mark paid (money received by hand), Undo (a mistake), Void (waive a
 * period, with a reason) and the PDF. Online payments mark them paid by themselves.
 */
export function DuesDialog({ membership: m, onClose }: { membership: AdminMembership | null; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const { t } = useAdminMembershipT();
  const fail = useFailureToast();
  const [markPaid, paying] = useMarkDuesPaid();
  const [markUnpaid, undoing] = useMarkDuesUnpaid();
  const [voidDues, voiding] = useVoidDues();
  const [voidOf, setVoidOf] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = paying.loading || undoing.loading || voiding.loading;
  // A button that did its work goes away ("Mark paid" becomes "Undo paid") and takes the focus with it: give it back to
  // the dialog, so a keyboard user keeps their place and Escape still closes it.
  useEffect(() => {
    const dialog = m ? document.getElementById(`${id}-t`)?.closest<HTMLElement>('[role="dialog"]') : null;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  });

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast({ title: done, variant: 'success' });
      return true;
    } catch (e) {
      fail(failed, e, t('failed'));
      return false;
    }
  };
  const confirmVoid = async (i: AdminDuesInvoice) => {
    if (!reason.trim()) return setReasonError(fieldErrorText(VOID_REASON_REQUIRED));
    if (await run(() => voidDues({ variables: { invoiceId: i.id, reason: reason.trim() } }), t('dues.voided', { invoice: i.invoiceNumber }), t('dues.voidFailed'))) {
      setVoidOf(null);
      setReason('');
    }
  };

  return (
    <Dialog open={!!m} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-t`}>
      <DialogTitle id={`${id}-t`}>{t('dues.title', { member: m?.member.fullName ?? '' })}</DialogTitle>
      <DialogContent>
        {m && !m.invoices.length && <Typography color="text.secondary">{t('dues.none')}</Typography>}
        <Box component="ul" aria-label={t('dues.list')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {m?.invoices.map((i) => (
            <Box component="li" key={i.id} aria-label={t('dues.itemLabel', { invoice: i.invoiceNumber, period: period(i) })} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">
                  {i.invoiceNumber} · {period(i)}
                </Typography>
                <Typography variant="subtitle2">{formatMoney(i.totalAmount)}</Typography>
              </Box>
              <Typography variant="body2" color={i.paidInFull ? 'success.main' : i.voidedAt ? 'text.secondary' : 'warning.main'}>
                {duesState(t, i)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
                {!i.voidedAt && !i.paidInFull && (
                  <Button size="small" variant="contained" disabled={busy} onClick={() => void run(() => markPaid({ variables: { invoiceId: i.id } }), t('dues.markedPaid', { invoice: i.invoiceNumber }), t('dues.markPaidFailed'))}>
                    {t('dues.markPaid')}
                  </Button>
                )}
                {!i.voidedAt && i.paidInFull && (
                  <Button size="small" disabled={busy} onClick={() => void run(() => markUnpaid({ variables: { invoiceId: i.id } }), t('dues.markedUnpaid', { invoice: i.invoiceNumber }), t('dues.undoFailed'))}>
                    {t('dues.undoPaid')}
                  </Button>
                )}
                {!i.voidedAt && !i.paidInFull && voidOf !== i.id && (
                  <Button size="small" color="error" disabled={busy} onClick={() => (setVoidOf(i.id), setReason(''), setReasonError(null))}>
                    {t('dues.voidButton')}
                  </Button>
                )}
                {i.pdfUrl && (
                  <Link href={i.pdfUrl} target="_blank" rel="noopener" variant="body2">
                    {t('dues.pdf')}
                  </Link>
                )}
              </Box>
              {voidOf === i.id && (
                <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <TextField
                    size="small"
                    label={t('dues.reason')}
                    value={reason}
                    onChange={(e) => (setReason(e.target.value), setReasonError(null))}
                    error={!!reasonError}
                    helperText={reasonError}
                    sx={{ flex: '1 1 220px' }}
                  />
                  <Button size="small" color="error" variant="contained" disabled={busy} onClick={() => void confirmVoid(i)}>
                    {t('dues.voidInvoice')}
                  </Button>
                  <Button size="small" onClick={() => setVoidOf(null)} disabled={busy}>
                    {t('dues.keep')}
                  </Button>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('dues.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
