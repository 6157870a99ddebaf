import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '../TextLink';
import { useTranslation } from 'react-i18next';

/** Where the footer credit points (spec §2: a credit link to an external builder site). */
export const BUILDER_URL = 'https://mui.com/material-ui/';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {t('shell.builtWith', { year: new Date().getFullYear() })}{' '}
        <TextLink href={BUILDER_URL} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
          {t('shell.builder')}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t('shell.opensInNewTab')}
          </Box>
        </TextLink>
      </Typography>
    </Box>
  );
}

// Pixel strings: in MUI's sx a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
