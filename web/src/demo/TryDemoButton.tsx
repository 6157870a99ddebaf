import Button from '@mui/material/Button';
import { useAuthT } from '../features/auth/t';

/**
 * On /auth in every build: start the demo as the sample parent (the seed's parent@d-office.local; the banner switches
 * to the seed's admin, admin@d-office.local). The demo's code — its sample people, the in-browser backend and MSW — loads only
 * when this is pressed.
 */
export function TryDemoButton() {
  const { t } = useAuthT();
  const start = () => void import('./enter-demo').then((m) => m.enterDemoAsParent());
  return (
    <Button fullWidth variant="outlined" sx={{ mt: 2 }} onClick={start}>
      {t('demo.try')}
    </Button>
  );
}
