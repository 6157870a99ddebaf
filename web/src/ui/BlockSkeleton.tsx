import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * MUI's `<Skeleton variant="rounded">` (pulse animation, none when less motion is asked for), drawn as a
 * plain span so the dashboard's first download does not carry the Skeleton component. It keeps the
 * `MuiSkeleton-root` class, by which tests and screens find any skeleton still on the page.
 */
export function BlockSkeleton({ sx, ...rest }: { sx?: SxProps<Theme>; height?: number; 'data-testid'?: string }) {
  const { height, ...attrs } = rest;
  return (
    <Box
      component="span"
      className="MuiSkeleton-root"
      {...attrs}
      sx={[
        (t) => ({
          display: 'block',
          height: height ?? '1.2em',
          bgcolor: t.vars ? t.vars.palette.Skeleton.bg : t.alpha(t.palette.text.primary, t.palette.mode === 'light' ? 0.11 : 0.13),
          borderRadius: `${t.shape.borderRadius}px`,
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
