import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { ALL, type ListToolbarProps } from './listFilters';
import { useAdminSharedT } from './t';

/**
 * The top of an admin screen: a search box and its filters (or an `intro` line) on the left, the
 * screen's main action (and any status, like the pending count) on the right; everything wraps on
 * a phone. The page's title is the shell header's, so there is none here.
 */
export function ListToolbar(props: { action?: ReactNode; status?: ReactNode } & ({ label: string; toolbar: ListToolbarProps } | { intro: ReactNode })) {
  const { action, status } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
      {'intro' in props ? props.intro : <SearchAndFilters label={props.label} toolbar={props.toolbar} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
        {status}
        {action}
      </Box>
    </Box>
  );
}

function SearchAndFilters({ label, toolbar }: { label: string; toolbar: ListToolbarProps }) {
  const { t } = useAdminSharedT();
  return (
    <>
      <TextField
        size="small"
        type="search"
        label={t('search', { what: label })}
        value={toolbar.search}
        onChange={(e) => toolbar.onSearch(e.target.value)}
        sx={{ flex: '1 1 14rem', maxWidth: { sm: '22rem' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {toolbar.filters.map((f) => (
        <TextField
          key={f.id}
          select
          size="small"
          label={f.label}
          value={f.value}
          onChange={(e) => f.onChange(e.target.value)}
          sx={{ flex: '0 1 10rem', minWidth: '8.5rem' }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL}>{t('all')}</MenuItem>
          {f.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </>
  );
}

/** The main action of a list screen: add a record. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
