import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useAdminSharedT } from './t';

/**
 * Spec §6: what an admin screen shows someone who is not an admin, with the redirect toast's words. The route
 * guard (routes.tsx, RequireAdmin) normally sends them to the dashboard first; a screen that is reached without
 * it, or whose viewer loses admin rights, still shows no admin data.
 */
export function AccessDenied() {
  const { t } = useAdminSharedT();
  return (
    <Card role="alert" sx={{ maxWidth: 480, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <CardContent>
        <LockOutlined color="error" sx={{ fontSize: 40 }} aria-hidden />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('accessDenied.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('accessDenied.text')}
        </Typography>
      </CardContent>
    </Card>
  );
}
