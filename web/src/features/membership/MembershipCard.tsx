import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '../../lib/format';
import { useOfficeSettings } from '../../lib/officeSettings';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { ErrorState } from '../../ui/QueryState';
import { planPrice } from './labels';
import { StatusChip } from './StatusChip';
import { useMyMembership, type MyDuesInvoice, type MyMembership } from './operations';
import { PayDuesButton } from './PayDuesButton';
import { useDuesPaymentReturn } from './useDuesPaymentReturn';

/** What the member's status means for them, in a sentence. */
export function standingText(m: MyMembership): string {
  switch (m.status) {
    case 'active':
      return m.paidThrough ? `Your dues are paid through ${formatDate(m.paidThrough)}.` : 'Nothing is owed.';
    case 'due':
      return `Dues unpaid since ${formatDate(m.owedSince!)}. Please pay before ${formatDate(m.lapsesOn!)} to stay active.`;
    case 'lapsed':
      return `Your membership has lapsed: dues unpaid since ${formatDate(m.owedSince!)}.`;
    default:
      return `Your membership starts on ${formatDate(m.startDate)}.`;
  }
}

const duesState = (i: MyDuesInvoice) => (i.voidedAt ? 'Waived' : i.paidInFull ? (i.paidInFullDate ? `Paid ${formatDate(i.paidInFullDate)}` : 'Paid') : 'Unpaid');

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
  const { data, loading, error, refetch, startPolling, stopPolling } = useMyMembership();
  const m = data?.myMembership;
  useDuesPaymentReturn(m, { start: startPolling, stop: stopPolling });

  let body;
  if (loading && !data) body = <BlockSkeleton height={120} data-testid="membership-loading" />;
  else if (error && !data) body = <ErrorState message="Failed to load your membership. Please try again later." onRetry={() => refetch()} />;
  else if (!m)
    body = (
      <Typography color="text.secondary" role="status">
        You have no membership plan yet. The office assigns plans; ask an admin if you should have one.
      </Typography>
    );
  else
    body = (
      <>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, rowGap: { xs: 0.25, sm: 1.5 }, columnGap: 2 }}>
          <Row label="Plan">
            {m.plan.name} · {planPrice(m.plan)}
          </Row>
          <Row label="Status">
            <StatusChip status={m.status} sx={{ mr: 1 }} />
            <Typography component="span" variant="body2">
              {standingText(m)}
            </Typography>
          </Row>
          <Row label="Paid through">{m.paidThrough ? formatDate(m.paidThrough) : 'Nothing paid yet'}</Row>
          {m.nextPlan && m.nextPlanFrom && <Row label="Plan change">{`Moves to ${m.nextPlan.name} on ${formatDate(m.nextPlanFrom)}`}</Row>}
        </Box>
        {m.invoices.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              Dues invoices
            </Typography>
            <Box component="ul" aria-label="Dues invoices" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {m.invoices.map((i) => (
                <Box component="li" key={i.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatDate(i.periodStart!)} – {formatDate(i.periodEnd!)} · {formatMoney(i.totalAmount)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {i.invoiceNumber} · {duesState(i)}
                      {i.pdfUrl && (
                        <>
                          {' · '}
                          <Link href={i.pdfUrl} target="_blank" rel="noopener">
                            PDF
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
          Membership
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
