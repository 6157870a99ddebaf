import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Lists are tables from the md breakpoint up and cards below it (spec §2). */
export const useWideScreen = () => useMediaQuery((t: Theme) => t.breakpoints.up('md'));
