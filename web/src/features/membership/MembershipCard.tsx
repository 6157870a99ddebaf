import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '../../lib/format';
import { useOfficeSettings } from '../../lib/officeSettings';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ErrorState } from '../../ui/QueryState';
import { useMembershipT, type MembershipT } from './t';
import { StatusChip } from './StatusChip';
import { useMyMembership, type MyDuesInvoice, type MyMembership } from './operations';
import { PayDuesButton } from './PayDuesButton';
import { useDuesPaymentReturn } from './useDuesPaymentReturn';

/** What the member's status means for them, in a sentence. */
export function standingText(t: MembershipT, m: MyMembership): string {
  switch (m.status) {
    case 'active':
      return m.paidThrough ? t('standing.paidThrough', { date: formatDate(m.paidThrough) }) : t('standing.nothingOwed');
    case 'due':
      return t('standing.due', { since: formatDate(m.owedSince!), lapses: formatDate(m.lapsesOn!) });
    case 'lapsed':
      return t('standing.lapsed', { since: formatDate(m.owedSince!) });
    default:
      return t('standing.upcoming', { date: formatDate(m.startDate) });
  }
}

const duesState = (t: MembershipT, i: MyDuesInvoice) =>
  i.voidedAt ? t('invoice.waived') : i.paidInFull ? (i.paidInFullDate ? t('invoice.paidOn', { date: formatDate(i.paidInFullDate) }) : t('invoice.paid')) : t('invoice.unpaid');

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 } }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The member's membership on their profile (issue 36): plan, status, paid through, and their dues invoices with Pay. */
export function MembershipCard() {
  // Dues in the office's currency, and whether members pay online.
  useOfficeSettings();
  const { t } = useMembershipT();
  const { data, loading, error, refetch, startPolling, stopPolling } = useMyMembership();
  const m = data?.myMembership;
  useDuesPaymentReturn(m, { start: startPolling, stop: stopPolling });

  let body;
  if (loading && !data) body = <BlockSkeleton height={120} data-testid="membership-loading" />;
  else if (error && !data) body = <ErrorState message={t('loadError')} onRetry={() => refetch()} />;
  else if (!m)
    body = (
      <Typography color="text.secondary" role="status">
        {t('none')}
      </Typography>
    );
  else
    body = (
      <>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, rowGap: { xs: 0.25, sm: 1.5 }, columnGap: 2 }}>
          <Row label={t('plan')}>
            {m.plan.name} · {t(`price.${m.plan.period}`, { amount: formatMoney(m.plan.amount) })}
          </Row>
          <Row label={t('status')}>
            <StatusChip status={m.status} sx={{ mr: 1 }} />
            <Typography component="span" variant="body2">
              {standingText(t, m)}
            </Typography>
          </Row>
          <Row label={t('paidThrough')}>{m.paidThrough ? formatDate(m.paidThrough) : t('nothingPaid')}</Row>
          {m.nextPlan && m.nextPlanFrom && <Row label={t('planChange')}>{t('movesTo', { plan: m.nextPlan.name, date: formatDate(m.nextPlanFrom) })}</Row>}
        </Box>
        {m.invoices.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('invoices')}
            </Typography>
            <Box component="ul" aria-label={t('invoices')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {m.invoices.map((i) => (
                <Box component="li" key={i.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatDate(i.periodStart!)} – {formatDate(i.periodEnd!)} · {formatMoney(i.totalAmount)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {i.invoiceNumber} · {duesState(t, i)}
                      {i.pdfUrl && (
                        <>
                          {' · '}
                          <Link href={i.pdfUrl} target="_blank" rel="noopener">
                            {t('pdf')}
                          </Link>
                        </>
                      )}
                    </Typography>
                  </Box>
                  <PayDuesButton invoice={i} />
                </Box>
              ))}
            </Box>
          </>
        )}
      </>
    );

  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="my-membership">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography id="my-membership" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
