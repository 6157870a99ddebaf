import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { NoMatches } from './NoMatches';
import { RowActions } from './RowActions';
import { useWideScreen } from '../../../ui/useWideScreen';
import { useAdminSharedT } from './t';

export interface AdminColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The list of an admin screen in its four states (spec §2): skeletons, error box, empty state, or
 * the records — a table from the md breakpoint up, cards below it — each with Edit and Delete.
 */
export function AdminList<T extends { id: string }>(props: {
  /** Accessible name of the table or card list. */
  label: string;
  items: T[];
  /** True while there is nothing to show yet (first load). */
  loading: boolean;
  error: unknown;
  errorMessage: string;
  /** Asks again after a failed load ('Try again' in the error box). */
  onRetry: () => Promise<unknown>;
  empty: { title: string; hint: string };
  /** The search and filters (listFilters): when they hide every record, the empty state says so and offers to clear them. */
  filtered: { active: boolean; clear: () => void };
  columns: AdminColumn<T>[];
  /** The card's text beside the actions; `cardFooter` goes below both. */
  card: (item: T) => ReactNode;
  cardFooter?: (item: T) => ReactNode;
  /** What the Edit / Delete buttons are labelled with. */
  name: (item: T) => string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** More buttons of a record, before Edit and Delete. */
  extraActions?: (item: T) => ReactNode;
}) {
  const wide = useWideScreen();
  const { t } = useAdminSharedT();
  const { items, name, onEdit, onDelete } = props;
  const actions = (item: T) => (
    <RowActions name={name(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)}>
      {props.extraActions?.(item)}
    </RowActions>
  );

  if (props.loading) return <ListSkeleton />;
  if (props.error) return <ErrorState message={props.errorMessage} onRetry={props.onRetry} />;
  if (items.length === 0) return props.filtered.active ? <NoMatches onClear={props.filtered.clear} /> : <EmptyState title={props.empty.title} hint={props.empty.hint} />;
  if (wide)
    return (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.columns.map((c) => (
                <TableCell key={c.header}>{c.header}</TableCell>
              ))}
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} hover>
                {props.columns.map((c) => (
                  <TableCell key={c.header} sx={c.sx}>
                    {c.cell(item)}
                  </TableCell>
                ))}
                <TableCell align="right">{actions(item)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={props.label}>
      {items.map((item) => (
        <Card key={item.id} component="li">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>{props.card(item)}</Box>
              {actions(item)}
            </Box>
            {props.cardFooter && <Box sx={{ mt: 1 }}>{props.cardFooter(item)}</Box>}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
