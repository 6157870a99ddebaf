import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { leaveDemo } from './demo-mode';

/** Always in view while demo mode is on: what it is, and the way out. */
export function DemoBanner() {
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar + 2, bgcolor: '#1e3a8a', color: '#fff' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => void leaveDemo()}>
          Leave demo
        </Button>
      }
    >
      Demo — nothing is saved on a server
    </Alert>
  );
}
