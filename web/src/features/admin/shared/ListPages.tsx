import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAdminSharedT } from './t';

/**
 * One page of `items` at a time, `size` a page. `from` names what is being paged (the search and filters): when it
 * changes, paging starts again at the first page. A page past the end (the last record of the last page deleted)
 * shows the last page.
 */
export function usePages<T>(items: T[], size: number, from: string) {
  const { t } = useAdminSharedT();
  const [state, setState] = useState({ page: 1, from });
  const count = Math.max(1, Math.ceil(items.length / size));
  const page = state.from === from ? Math.min(state.page, count) : 1;
  const start = (page - 1) * size;
  return {
    shown: items.slice(start, start + size),
    page,
    count,
    /** '11–20 of 23' */
    range: t('range', { from: items.length ? start + 1 : 0, to: Math.min(start + size, items.length), total: items.length }),
    setPage: (p: number) => setState({ page: p, from }),
  };
}

/** Under a paged list: which records are shown, and the page buttons when there is more than one page. */
export function ListPages({ label, pages, onChange }: { label: string; pages: ReturnType<typeof usePages<unknown>>; onChange: (page: number) => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {pages.range}
      </Typography>
      {pages.count > 1 && <Pagination aria-label={label} count={pages.count} page={pages.page} onChange={(_e, p) => onChange(p)} siblingCount={0} />}
    </Box>
  );
}
