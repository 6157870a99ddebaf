import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useAdminSharedT } from './t';

/** The Edit and Delete icon buttons of one record (after any others it has), labelled with its name for screen readers. */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  const { t } = useAdminSharedT();
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {children}
      <IconButton aria-label={t('edit', { name })} onClick={onEdit} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('delete', { name })} onClick={onDelete} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
