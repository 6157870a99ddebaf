import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled popup menu above the bottom bar. The title sits outside the list (a heading inside a
 * role="menu" list would be invalid ARIA) and names the menu. Popover closes on outside clicks and
 * Escape; MenuList gives arrow-key navigation and focuses the first item on open.
 */
export function PopupMenu(props: {
  id: string;
  title: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  horizontal: 'center' | 'right';
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <Popover
      open={props.open}
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'top', horizontal: props.horizontal }}
      transformOrigin={{ vertical: 'bottom', horizontal: props.horizontal }}
      slotProps={{ paper: { sx: { minWidth: 220, mb: 1 } } }}
    >
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ px: 2, pt: 1.5, pb: 0.5, color: 'text.secondary', fontWeight: 600 }}>
        {props.title}
      </Typography>
      <MenuList id={props.id} aria-labelledby={titleId} autoFocusItem={props.open} sx={{ pt: 0 }}>
        {props.children}
      </MenuList>
    </Popover>
  );
}
