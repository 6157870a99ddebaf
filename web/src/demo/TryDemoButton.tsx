import Button from '@mui/material/Button';
import { DEMO_PARENT } from '../mocks/demo/junior';
import { enterDemo } from './demo-mode';

/** On /auth in demo builds: start the demo as the sample parent (the sample admin signs in with admin@example.org). */
export default function TryDemoButton() {
  return (
    <Button fullWidth variant="outlined" sx={{ mt: 2 }} onClick={() => enterDemo(DEMO_PARENT)}>
      Try the demo
    </Button>
  );
}
