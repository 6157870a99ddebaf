import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Loading placeholder of an admin list: a few grey rows in the list's shape. */
export function ListSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} aria-label={t('ui.loading')} aria-busy="true" role="progressbar">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
