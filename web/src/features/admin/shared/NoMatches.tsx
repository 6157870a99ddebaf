import Button from '@mui/material/Button';
import { EmptyState } from '../../../ui/QueryState';
import { useAdminSharedT } from './t';

/** An admin list whose search or filters hide every record. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useAdminSharedT();
  return (
    <EmptyState
      title={t('noMatches.title')}
      hint={t('noMatches.hint')}
      action={
        <Button variant="outlined" size="small" onClick={onClear}>
          {t('noMatches.clear')}
        </Button>
      }
    />
  );
}
