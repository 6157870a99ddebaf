import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { EmptyState, ErrorState } from '../../ui/QueryState';
import { AddChildDialog } from './AddChildDialog';
import { ChildCard } from './ChildCard';
import { useMyChildren } from './operations';
import { useChildrenT } from './t';

/** Parents: My Children (junior section) — add a child, and answer availability for each child's upcoming events. */
export function MyChildrenScreen() {
  const { data, loading, error } = useMyChildren();
  const { t } = useChildrenT();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());

  // "View" on a duplicate: bring the existing child's card into view and focus.
  useEffect(() => {
    const card = shown ? cards.current.get(shown) : undefined;
    if (card) {
      card.scrollIntoView?.({ block: 'center' });
      card.focus();
    }
  }, [shown, data]);

  let body;
  if (loading && !data)
    body = (
      <Box role="progressbar" aria-label={t('loading')} aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={160} />
        ))}
      </Box>
    );
  else if (error) body = <ErrorState message={t('loadError')} />;
  else if (!data?.children.length) body = <EmptyState title={t('none')} hint={t('noneHint')} />;
  else
    body = (
      <Box component="ul" aria-label={t('list')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
        {data.children.map((c) => (
          <ChildCard
            key={c.id}
            child={c}
            highlighted={shown === c.id}
            ref={(el) => {
              if (el) cards.current.set(c.id, el);
              else cards.current.delete(c.id);
            }}
          />
        ))}
      </Box>
    );

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h5">
          {t('title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      </Box>
      {body}
      <AddChildDialog open={adding} onClose={() => setAdding(false)} onView={setShown} />
    </Box>
  );
}
