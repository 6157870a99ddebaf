import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../ui/QueryState';
import { useAdminInsightsT } from './t';

/** Hidden from the eye, read by screen readers (the chart's table while the chart shows). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface FigureTable {
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * One insight: a title, a chart and the same figures as a table. The chart takes focus and its
 * arrow keys step through the bars, announcing each (x-charts' own keyboard navigation); the table
 * is always there for screen readers (visually hidden) and shows in place of the chart with
 * 'Show table', a toggle button.
 */
export function ChartCard(props: {
  title: string;
  description: string;
  /** The skeleton's name while loading ('Loading room occupancy'). */
  loadingLabel: string;
  /** Undefined while loading. */
  table: FigureTable | undefined;
  /** The empty state's text when there is nothing to chart. */
  empty: string | null;
  chart: ReactNode;
}) {
  const { t } = useAdminInsightsT();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Box>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
              {props.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {props.description}
            </Typography>
          </Box>
          {props.table && !props.empty && (
            <Button size="small" variant="outlined" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)} sx={{ flexShrink: 0 }}>
              {t('showTable')}
            </Button>
          )}
        </Box>
        {!props.table ? (
          <Skeleton variant="rounded" height={240} aria-label={props.loadingLabel} />
        ) : props.empty ? (
          <EmptyState title={props.empty} hint={t('tryLonger')} />
        ) : (
          <>
            {!asTable && (
              <Box role="group" aria-label={t('chart', { title: props.title })} className="insight-chart" sx={{ height: 260 }}>
                {props.chart}
              </Box>
            )}
            {/* Shown, the table may scroll (a long period, a phone): it takes focus so keys can scroll it. */}
            <TableContainer
              sx={asTable ? { maxHeight: 360 } : visuallyHidden}
              {...(asTable ? { tabIndex: 0, role: 'region', 'aria-label': t('table', { title: props.title }) } : {})}
            >
              <Table size="small" aria-label={props.title}>
                <TableHead>
                  <TableRow>
                    {props.table.headers.map((h, i) => (
                      <TableCell key={h} align={i === 0 ? 'left' : 'right'} scope="col">
                        {h}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {props.table.rows.map((r) => (
                    <TableRow key={r.key}>
                      {r.cells.map((c, i) =>
                        i === 0 ? (
                          <TableCell key={i} component="th" scope="row">
                            {c}
                          </TableCell>
                        ) : (
                          <TableCell key={i} align="right">
                            {c}
                          </TableCell>
                        ),
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
}
