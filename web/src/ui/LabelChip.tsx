import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A small static label drawn like MUI's `<Chip size="small">` (same box, type and padding) without Chip's
 * click, delete, avatar and icon code, which the dashboard's badges never use and its first download
 * would otherwise carry.
 */
export function LabelChip({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        (theme) => ({
          maxWidth: '100%',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(13),
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: 24,
          lineHeight: 1.5,
          borderRadius: '16px',
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          boxSizing: 'border-box',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 1 }}>
        {label}
      </Box>
    </Box>
  );
}
