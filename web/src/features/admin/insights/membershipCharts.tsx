import type { AdminInsightsQuery } from '../../../gql/graphql';
import { CountBarsCard, InvoicedPaidCard } from './charts';
import { useAdminInsightsT } from './t';

type Insights = AdminInsightsQuery['adminInsights'];

/** Membership dues (issue 36): invoiced by the month their period starts, paid by the month they were marked paid. */
export function DuesCard({ rows }: { rows: Insights['dues'] | undefined }) {
  const { t } = useAdminInsightsT();
  return (
    <InvoicedPaidCard
      title={t('dues.title')}
      description={t('dues.description')}
      loadingLabel={t('dues.loading')}
      emptyText={t('dues.empty')}
      invoicedColour="secondary"
      rows={rows}
    />
  );
}

/** How many members stand in each status today (not a period's figure). */
export function MembersByStatusCard({ rows }: { rows: Insights['membersByStatus'] | undefined }) {
  const { t } = useAdminInsightsT();
  return (
    <CountBarsCard
      title={t('members.title')}
      description={t('members.description')}
      loadingLabel={t('members.loading')}
      emptyText={t('members.empty')}
      headers={[t('members.status'), t('members.members')]}
      colour="primary"
      width={110}
      rows={rows?.map((r) => ({ name: t(`statuses.${r.status}`), count: r.count }))}
    />
  );
}
