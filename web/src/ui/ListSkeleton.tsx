import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Loading placeholder of an admin list: a few grey rows in the list's shape. */
export function ListSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  return (
    <Stack spacing={1} aria-label="Loading" aria-busy="true" role="progressbar">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
